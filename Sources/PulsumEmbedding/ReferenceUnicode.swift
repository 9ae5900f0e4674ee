/// Unicode character classes as the reference tokenizer (Hugging Face `tokenizers`) sees them.
///
/// Its punctuation, non-spacing-mark and "other" tests come from the `unicode_categories` crate,
/// whose tables stop at Unicode 8.0: a character assigned later counts as none of these there
/// (it stays inside its word, is not stripped, is not removed), and unassigned code points are
/// kept too. Normalisation (NFD), lower-casing and whitespace use current Unicode in both.
/// `Benchmarks/embedding/tokenizer_crosscheck.py` checks every code point against the reference.
enum ReferenceUnicode {
    /// The last Unicode version the reference's category tables know.
    static let tableVersion = (major: 8, minor: 0)

    /// Characters whose category Unicode changed after 8.0: their category in the 8.0 tables.
    static let changedSinceTableVersion: [UInt32: Unicode.GeneralCategory] = [
        0x166D: .otherPunctuation, 0x111C9: .otherPunctuation, 0x1734: .nonspacingMark, 0x1171E: .nonspacingMark,
        0x1885: .otherLetter, 0x1886: .otherLetter, 0xA9BD: .spacingMark,
    ]

    /// The general category in the reference's tables, or `nil` for a character they do not know.
    static func category(_ scalar: Unicode.Scalar) -> Unicode.GeneralCategory? {
        if let changed = changedSinceTableVersion[scalar.value] { return changed }
        guard let age = scalar.properties.age,
              (age.major, age.minor) <= (tableVersion.major, tableVersion.minor)
        else { return nil }
        return scalar.properties.generalCategory
    }
}
