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
            `pulsum nightly`; left out, with a note, when the newest data is more than three days \
            old), length, intensity and what was shown recently. Tell it what you \
            chose with `pulsum feedback --chose ID` and it learns.

            Your text is never stored or logged. These are general wellness suggestions, not \
            medical advice.

            \(ExitStatus.help([
                (.success, "with suggestions"),
                (.crisis, "when the text was judged a crisis (no suggestions)"),
                (.failure, "on an error"),
                (.busy, "when another coaching command is running"),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("What is going on, in your words (standard input when omitted or -).", valueName: "text"))
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
        let orchestrator = global.orchestrator()
        let agent = try await orchestrator.coachAgent()
        let today = Today.date
        let recommendation = try await agent.recommend(input, dayFeatures: try await orchestrator.todaysDayFeatures(today: today),
                                                       count: n, explorationSeed: explore)
        // Stale numbers are left out of the ranking: say so rather than drop them silently.
        let stale = recommendation.safety.level == .crisis ? nil
            : try await orchestrator.dataAgent().staleDataWarning(today: today)
        if global.json {
            if let stale { Output.warn("pulsum: \(stale); suggestions ignore your numbers until then") }
            try Output.printJSON(recommendation, compact: global.compact)
        } else {
            if let stale { try Output.line("Note: \(stale); these suggestions ignore your numbers until then.\n") }
            try Output.line(RecommendationText.render(recommendation))
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
