import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces personal identifiers with labels such as [email] before anything is logged or stored:
/// e-mail addresses `[email]`, IPv6 and IPv4 addresses `[ip]`, US social security numbers
/// `[ssn]`, payment card numbers that pass the Luhn check `[card]`, and phone numbers `[phone]`.
///
/// Candidates are found by pattern and then checked (addresses parse with `inet_pton`, cards
/// pass Luhn, phones have 10–15 digits or the `555-0123` shape), so dates, times, step counts
/// and heart rates are left alone.
public enum PIIRedactor {
    /// The text with every identifier replaced.
    public static func redact(_ text: String) -> String {
        var result = text
        for rule in rules {
            result = replace(rule.pattern, in: result, with: rule.label, when: rule.accepts)
        }
        return result
    }

    /// The text with every identifier replaced except the exact strings in `kept` (identifiers
    /// the person needs to act on, such as a study's participant ids, which look like phone
    /// numbers); everything around them is redacted as usual.
    public static func redact(_ text: String, keeping kept: [String]) -> String {
        guard let token = kept.first(where: { !$0.isEmpty && text.contains($0) }) else { return redact(text) }
        let rest = Array(kept.drop { $0 != token }.dropFirst())
        return text.components(separatedBy: token).map { redact($0, keeping: rest) }.joined(separator: token)
    }

    private struct Rule: Sendable {
        let pattern: String
        let label: String
        let accepts: @Sendable (String) -> Bool
    }

    private static let rules: [Rule] = [
        Rule(pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#, label: "[email]",
             accepts: { _ in true }),
        Rule(pattern: #"(?<![0-9A-Fa-f:.])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(?![0-9A-Fa-f:])"#, label: "[ip]",
             accepts: { isAddress($0, family: AF_INET6) }),
        Rule(pattern: #"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"#, label: "[ip]",
             accepts: { isAddress($0, family: AF_INET) }),
        Rule(pattern: #"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)"#, label: "[ssn]", accepts: { _ in true }),
        // Not inside a longer word: a run of digits in a hex identifier ("…DB440781155647442DB…", a
        // temporary folder's UUID) can pass the Luhn check.
        Rule(pattern: #"(?<!\w)\d(?:[ -]?\d){12,18}(?!\w)"#, label: "[card]", accepts: passesLuhn),
        Rule(pattern: #"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){1,4}(?!\w)"#,
             label: "[phone]", accepts: isPhoneNumber),
    ]

    private static func replace(_ pattern: String, in text: String, with label: String,
                                when accepts: (String) -> Bool) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let whole = NSRange(text.startIndex..., in: text)
        var result = text
        for match in expression.matches(in: text, range: whole).reversed() {
            guard let range = Range(match.range, in: text), accepts(String(text[range])),
                  let target = Range(match.range, in: result) else { continue }
            result.replaceSubrange(target, with: label)
        }
        return result
    }

    private static func isAddress(_ candidate: String, family: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(family, candidate, &buffer) == 1
    }

    /// The Luhn checksum of a 13–19 digit card number (spaces and dashes ignored).
    static func passesLuhn(_ candidate: String) -> Bool {
        let digits = candidate.compactMap(\.wholeNumberValue)
        guard (13...19).contains(digits.count) else { return false }
        let sum = digits.reversed().enumerated().reduce(0) { total, element in
            let (index, digit) = element
            guard index % 2 == 1 else { return total + digit }
            let doubled = digit * 2
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum % 10 == 0
    }

    private static func isPhoneNumber(_ candidate: String) -> Bool {
        let digits = candidate.filter(\.isNumber).count
        if (10...15).contains(digits) { return !isDateOrDottedQuad(candidate) }
        return candidate.range(of: #"^\d{3}[-. ]\d{4}$"#, options: .regularExpression) != nil
    }

    private static func isDateOrDottedQuad(_ candidate: String) -> Bool {
        candidate.range(of: #"^\d{4}-\d{2}-\d{2}"#, options: .regularExpression) != nil
            || candidate.range(of: #"^\d{1,3}(\.\d{1,3}){3}$"#, options: .regularExpression) != nil
    }
}
