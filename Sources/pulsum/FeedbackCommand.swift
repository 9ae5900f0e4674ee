import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum feedback`: teach the ranker what you chose.
struct Feedback: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tell the ranker which suggestion you chose, so the next lists fit you better.",
        discussion: """
            `--chose ID` learns that you preferred that item over the others of the last \
            `pulsum recommend` list (or over the items named with --over), in the context that \
            list was shown in, with one Bradley-Terry update per pair:
              p = σ(w·(φa − φb)),  w ← w + η((1 − p)(φa − φb) − λw)
            `--history` lists what you told it so far. The ranker state is saved atomically.

            \(ExitStatus.help([
                (.success, "on success"),
                (.failure, "on an error (unknown id, no recent list)"),
                (.busy, "when another coaching command is running"),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The id of the item you chose.", valueName: "id"))
    var chose: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Items you chose it over (default: the rest of the last list).",
                                                         valueName: "id"))
    var over: [String] = []

    @Flag(help: "List the feedback given so far.")
    var history = false

    func validate() throws {
        if history == (chose != nil) { throw ValidationError("give either --chose ID or --history") }
        if history, !over.isEmpty { throw ValidationError("--over goes with --chose") }
    }

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        let agent = try await global.orchestrator().coachAgent()
        if history {
            let events = try await agent.feedbackHistory()
            if global.json {
                try Output.printJSON(["events": events.map(FeedbackJSON.init)], compact: global.compact)
            } else if events.isEmpty {
                try Output.line("no feedback yet")
            } else {
                try Output.lines(events.map {
                    "\(JSONDialect.timestamp($0.at))  chose \($0.chosen) over \($0.over.joined(separator: ", "))"
                })
            }
        } else if let chose {
            let event = try await agent.feedback(chose: chose, over: over.isEmpty ? nil : over)
            if global.json {
                try Output.printJSON(FeedbackJSON(event), compact: global.compact)
            } else {
                try Output.line("learned: \(event.chosen) over \(event.over.count) other item(s)")
            }
        }
    }
}
