import ArgumentParser
import PulsumAgents
import PulsumCore

/// `pulsum status`: the latest complete scored day.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the latest complete day: score, each part against your usual range, 14-day sparklines.",
        discussion: """
            Reads what the last `pulsum nightly` stored; changes nothing. Each part of the score \
            shows the day's value, your usual range (the baseline's median ± scale) and a \
            sparkline of the last 14 days. Today is shown as "in progress" until it is over (its \
            steps count only then), and a warning says when the newest data is more than three \
            days old. Colour only on a terminal, never with NO_COLOR set.

            --json prints {"latest": analysis, "in_progress": analysis, "warning": text}, each \
            absent when there is none (docs/json.md).

            \(ExitStatus.help([
                (.success, "on success (also when nothing is scored yet)"),
                (.failure, "when the database cannot be read"),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let today = Today.date
        let view = try await global.orchestrator().dataAgent().statusView(today: today)
        if global.json {
            try Output.printJSON(StatusJSON(latest: view.latest, inProgress: view.inProgress,
                                            warning: StatusView.staleWarning(newestDataDay: view.newestDataDay, today: today)),
                                 compact: global.compact)
        } else {
            try Output.line(view.text(style: TerminalWidth.style))
        }
    }
}

/// `pulsum status --json`.
struct StatusJSON: Encodable {
    var latest: DayAnalysis?
    var inProgress: DayAnalysis?
    var warning: String?

    enum CodingKeys: String, CodingKey {
        case latest, warning
        case inProgress = "in_progress"
    }
}
