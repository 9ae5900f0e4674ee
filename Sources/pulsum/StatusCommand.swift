import ArgumentParser
import PulsumAgents
import PulsumCore

/// `pulsum status`: the latest scored day.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the latest scored day: score, top contributions, calibration, data quality.",
        discussion: """
            Reads what the last `pulsum nightly` stored; changes nothing.

            \(ExitStatus.help([
                (.success, "on success (also when nothing is scored yet)"),
                (.failure, "when the database cannot be read"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let latest = try await Orchestrator(dataFolder: global.dataDir).dataAgent().latestAnalysis(asOf: Today.date)
        if global.json {
            try Output.printJSON(["latest": latest])
        } else if let latest {
            print(DaySummary.text(latest))
        } else {
            print("nothing scored yet: run `pulsum nightly PATH...` with your exports")
        }
    }
}
