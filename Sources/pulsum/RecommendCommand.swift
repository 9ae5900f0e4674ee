import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum recommend`: screened, ranked micro-moments for what you write.
struct Recommend: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Suggest a few short wellness actions that fit what you write and today's numbers.",
        discussion: """
            The text is first screened for crisis. If it suggests you may be in danger, Pulsum shows \
            where to get help right now and no suggestions; nothing is stored or learned.

            Otherwise the text is embedded on this machine (all-MiniLM-L6-v2), the closest \
            micro-moments are retrieved from the library, and a Bradley-Terry ranker orders them \
            using the text similarity, today's features against your own baseline (after \
            `pulsum nightly`), length, intensity and what was shown recently. Tell it what you \
            chose with `pulsum feedback --chose ID` and it learns.

            Your text is never stored or logged. These are general wellness suggestions, not \
            medical advice.

            \(ExitStatus.help([
                (.success, "with suggestions"),
                (.crisis, "when the text was judged a crisis (no suggestions)"),
                (.failure, "on an error"),
                (.busy, "when another coaching command is running"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("What is going on, in your words (read from stdin when omitted).", valueName: "text"))
    var text: [String] = []

    @Option(name: .short, help: "How many suggestions.")
    var n = 5

    @Option(help: ArgumentHelp("Explore: sample the ranker's weights (Thompson sampling) with this seed.",
                               valueName: "seed"))
    var explore: UInt64?

    func validate() throws {
        guard (1...20).contains(n) else { throw ValidationError("-n must be between 1 and 20") }
    }

    func run() async throws {
        _ = Output.bootstrapLogging(verbose: global.verbose)
        let input = try InputText.read(arguments: text)
        let orchestrator = Orchestrator(dataFolder: global.dataDir)
        let agent = try await orchestrator.coachAgent()
        let today = LocalDate(instant: Int64(Date().timeIntervalSince1970),
                              utcOffset: Int32(TimeZone.current.secondsFromGMT()))
        let recommendation = try await agent.recommend(input, dayFeatures: try await orchestrator.todaysDayFeatures(today: today),
                                                       count: n, explorationSeed: explore)
        if global.json {
            try Output.printJSON(recommendation)
        } else {
            print(RecommendationText.render(recommendation))
        }
        if recommendation.safety.level == .crisis { throw ExitCode(.crisis) }
    }
}

/// Plain-text rendering of a recommendation.
enum RecommendationText {
    static func render(_ recommendation: Recommendation) -> String {
        guard recommendation.safety.level != .crisis else { return recommendation.safety.response }
        var lines: [String] = []
        if let note = recommendation.note { lines += [note, ""] }
        for (rank, item) in recommendation.items.enumerated() {
            lines.append("\(rank + 1). \(item.title)  [\(item.category), \(item.minutes) min]  id: \(item.id)")
            lines.append("   \(item.action)")
            lines.append("   why: \(item.why)")
        }
        if let disclaimer = recommendation.disclaimer { lines += ["", disclaimer] }
        lines.append("Tell Pulsum what you chose: pulsum feedback --chose ID")
        return lines.joined(separator: "\n")
    }
}

/// Text from the arguments, else from standard input.
enum InputText {
    static func read(arguments: [String]) throws -> String {
        let joined = arguments.joined(separator: " ")
        if !joined.isEmpty { return joined }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw ValidationError("give the text as an argument or on standard input") }
        return text
    }
}
