import Foundation
import PulsumCore
import PulsumTestSupport
import Testing

/// The one exit-status table as the command line shows and returns it.
@Suite("pulsum exit statuses")
struct ExitStatusCLITests {
    static let commands: [[String]] = [
        ["doctor"], ["ingest"], ["nightly"], ["status"], ["days"], ["embed"], ["safety"], ["recommend"], ["feedback"],
        ["library", "list"], ["library", "import"],
    ]

    @Test(arguments: commands)
    func helpStatesOnlyStatusesOfTheTable(_ command: [String]) throws {
        let result = try PulsumProcess.run(command + ["--help"])
        #expect(result.status == 0)
        let help = result.stdout.replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let paragraph = try #require(help.range(of: "Exit status: ").map { String(help[$0.upperBound...]) },
                                     "\(command) has no exit-status paragraph")
        let statuses = paragraph.prefix { $0 != "." }.split(separator: ";").compactMap { entry in
            Int32(entry.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        }
        #expect(!statuses.isEmpty)
        #expect(Set(statuses).isSubset(of: Set(PulsumCore.ExitStatus.allCases.map(\.code))), "\(command): \(statuses)")
        #expect(statuses.contains(PulsumCore.ExitStatus.usage.code), "\(command) must list the usage error")
    }

    @Test func aDamagedDatabaseIsOneLineOnStderr() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(repeating: 0x41, count: 8192).write(to: home.appendingPathComponent("pulsum.sqlite"))
        for command in [["status"], ["days"], ["nightly"]] {
            let result = try PulsumProcess.run(command + ["--data-dir", home.path])
            #expect(result.status == PulsumCore.ExitStatus.failure.code, "\(command)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(command): \(result.stderr)")
            #expect(lines.first?.hasPrefix("pulsum: ") == true)
            #expect(result.stderr.contains("pulsum.sqlite"))
            #expect(!result.stderr.contains("SELECT") && !result.stderr.contains("PRAGMA"))
        }
    }

    @Test func aStrictStopNamesTheFlagOnTheCommandLine() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["ingest", "--strict", "--data-dir", home.path,
                                            TestPaths.fixture("canonical/mixed.csv").path])
        #expect(result.status == PulsumCore.ExitStatus.failure.code)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("pulsum: "))
        #expect(result.stderr.contains("run without --strict"))
    }

    @Test func feedbackWithoutAListNamesTheOverOption() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["feedback", "--data-dir", home.path, "--chose", "sleep-screens-down"])
        #expect(result.status == PulsumCore.ExitStatus.failure.code)
        #expect(result.stderr == "pulsum: there is no recent recommendation to learn from: run `pulsum recommend \"...\"` "
            + "first, or name the alternatives with --over ID\n")
    }
}
