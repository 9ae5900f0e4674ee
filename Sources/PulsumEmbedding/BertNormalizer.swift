import Foundation

/// The text normalisation of BERT's uncased tokenizer, as Hugging Face `tokenizers` applies it
/// (`BertNormalizer` with clean_text, handle_chinese_chars, lowercase and accent stripping on).
///
/// Works on Unicode scalars, not Swift `Character`s, because the reference works on code points.
enum BertNormalizer {
    /// Cleans, spaces out CJK ideographs, strips accents (NFD, then drops Mn marks) and lowercases.
    static func normalize(_ text: String) -> [Unicode.Scalar] {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isRemoved(scalar) {
            if isWhitespace(scalar) {
                cleaned.append(" ")
            } else if isCJKIdeograph(scalar) {
                cleaned.append(contentsOf: [" ", scalar, " "])
            } else {
                cleaned.append(scalar)
            }
        }
        let decomposed = cleaned.allSatisfy(\.isASCII)
            ? cleaned : String(cleaned).decomposedStringWithCanonicalMapping.unicodeScalars
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(decomposed.count)
        for scalar in decomposed where ReferenceUnicode.category(scalar) != .nonspacingMark {
            if scalar.isASCII {
                result.append(scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar)
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return result
    }

    /// NUL, U+FFFD and "other" characters (Cc, Cf, Cs, Co in the reference's tables) except tab,
    /// newline and carriage return. Unassigned code points are kept, as the reference keeps them.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0, 0xFFFD: return true
        case 0x09, 0x0A, 0x0D: return false
        default:
            switch ReferenceUnicode.category(scalar) {
            case .control, .format, .surrogate, .privateUse: return true
            default: return false
            }
        }
    }

    /// Unicode White_Space (tab, newline and carriage return included).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// The CJK Unified Ideograph blocks the reference treats as one word each (its table starts the
    /// Extension E block at U+2B920, not U+2B820, and so does this one).
    static func isCJKIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F, 0x2B740...0x2B81F,
             0x2B920...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
            true
        default:
            false
        }
    }
}
