import Foundation

/// The non-blank lines of a text file with their 1-based line numbers, whitespace trimmed.
///
/// LF and CRLF endings both count as one line break (in Swift "\r\n" is a single `Character`,
/// so splitting on "\n" alone would miss it).
public func numberedLines(_ data: Data) -> [(line: Int, text: String)] {
    String(decoding: data, as: UTF8.self)
        .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .enumerated()
        .compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : (index + 1, trimmed)
        }
}
