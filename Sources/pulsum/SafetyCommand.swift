import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum safety`: the crisis screen on one text.
struct Safety: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Screen a text for crisis: safe, caution or crisis, with the reasons and the response to show.",
        discussion: """
            Pulsum screens every question before anything else touches it. The screen combines \
            phrase lists (English, Spanish, French; negation, other people and the distant past \
            lower a crisis phrase to caution; everyday idioms such as "this workout is killing me" \
            never count) with the meaning of the text: its similarity to crisis sentences kept in \
            Data/safety/crisis-prototypes.jsonl, measured with the local all-MiniLM-L6-v2 model.

            The text is never logged. The response for a crisis is fixed: the 988 Suicide & \
            Crisis Lifeline (call or text 988, chat at 988lifeline.org), 911 or the local \
            emergency number, findahelpline.com outside the US. Pulsum is not a crisis service.

            --json prints {"level": "safe|caution|crisis", "reasons": [...], "response": "..."}.

            \(ExitStatus.help([
                (.success, "when the text was screened (whatever the level)"),
                (.failure, "when the model or the prototype list cannot be loaded (run `pulsum doctor`)"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The text to screen, as words like echo takes them; standard input when omitted or -.",
                                 valueName: "text"))
    var text: [String] = []

    func run() async throws {
        let input = try InputText.read(arguments: text)
        let agent = try await global.orchestrator().safetyAgent()
        let assessment = try agent.assess(input)
        if global.json {
            try Output.printJSON(assessment, compact: global.compact)
        } else {
            var lines = ["level: \(assessment.level.rawValue)",
                         "reasons: \(assessment.reasons.isEmpty ? "none" : assessment.reasons.joined(separator: ", "))"]
            if !assessment.response.isEmpty { lines += ["", assessment.response] }
            try Output.lines(lines)
        }
    }
}
