import ArgumentParser
import Foundation
import PulsumAnalytics
import PulsumCore
import PulsumFiles
import PulsumStore

/// `pulsum status`: the latest scored day.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the latest scored day: score, top contributions, calibration, data quality.",
        discussion: """
            Reads what the last `pulsum nightly` stored; changes nothing.

            Exit status: 0 on success (also when nothing is scored yet); 1 when the database \
            cannot be read.
            """)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let folder = DataDirectory.resolve(explicit: global.dataDir)
        var latest: DayAnalysis?
        if FileManager.default.fileExists(atPath: folder.database.path) {
            do {
                let database = try PulsumDatabase(path: folder.database.path)
                if let stored = try database.latestDayScore(asOf: Today.date) {
                    latest = try JSONDecoder().decode(DayAnalysis.self, from: Data(stored.json.utf8))
                }
            } catch let error as PulsumError {
                Output.warn("pulsum: \(error)")
                throw ExitCode(error.exitCode)
            }
        }
        if global.json {
            try Output.printJSON(["latest": latest])
        } else if let latest {
            print(DaySummary.text(latest))
        } else {
            print("nothing scored yet: run `pulsum nightly PATH...` with your exports")
        }
    }
}
