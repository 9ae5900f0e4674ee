import Foundation
import PulsumCore

/// The text of a text command (`safety`, `recommend`): its words joined by spaces, like `echo`,
/// or standard input when no words are given or the only word is `-`. Empty text is a usage
/// error (status 64) with the same line for every command.
enum InputText {
    /// The error every text command reports for empty text: `pulsum: invalid text: empty; …`.
    static let empty = PulsumError.invalidArgument(
        name: "text", reason: "empty; give it as words (pulsum recommend I slept badly) or on standard input")

    /// The text, trimmed of surrounding white space. Standard input is not read when it is a
    /// terminal (nothing was piped in): that is empty text, not a wait for typing.
    static func read(arguments: [String]) throws -> String {
        let fromInput = arguments.isEmpty || arguments == ["-"]
        let raw: String
        if !fromInput {
            raw = arguments.joined(separator: " ")
        } else if isatty(STDIN_FILENO) != 0 {
            raw = ""
        } else {
            raw = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw empty }
        return text
    }
}
