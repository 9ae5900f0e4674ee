import Foundation
import PulsumTestSupport
import Testing

@testable import pulsum

/// Options anywhere, "did you mean", `-V` (#17 part 3).
@Suite("pulsum command-line arguments")
struct CommandLineArgumentsTests {
    @Test func globalOptionsBeforeTheSubcommandMoveAfterIt() {
        #expect(CommandLineArguments.normalized(["--data-dir", "X", "--json", "status"]) == ["status", "--data-dir", "X", "--json"])
        #expect(CommandLineArguments.normalized(["-v", "--data-dir=X", "library", "import", "f.jsonl"])
            == ["library", "import", "-v", "--data-dir=X", "f.jsonl"])
        #expect(CommandLineArguments.normalized(["--compact", "days", "--from", "2024-01-01"])
            == ["days", "--compact", "--from", "2024-01-01"])
    }

    @Test func everythingElseStaysWhereItWas() {
        for arguments in [["status", "--json"], ["--help"], ["--version"], ["--json"], ["--strict", "ingest", "f"],
                          ["--json", "--", "status"], ["--data-dir"], ["-v", "nosuchcommand"]] {
            #expect(CommandLineArguments.normalized(arguments) == arguments, "\(arguments)")
        }
        #expect(CommandLineArguments.normalized(["-V"]) == ["--version"])
    }

    @Test func aTypoGetsTheClosestSubcommand() throws {
        #expect(CommandLineArguments.suggestion(for: ["statu"])?.suggested == "status")
        #expect(CommandLineArguments.suggestion(for: ["--json", "recomend", "tired"])?.suggested == "recommend")
        #expect(CommandLineArguments.suggestion(for: ["library", "lsit"])?.suggested == "list")
        #expect(CommandLineArguments.suggestion(for: ["xyzzy"]) == nil)
        #expect(CommandLineArguments.suggestion(for: ["status"]) == nil)
        #expect(CommandLineArguments.suggestion(for: ["--bogus"]) == nil)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }

    @Test func theCommandLineAcceptsThemAsDocumented() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let before = try PulsumProcess.run(["--data-dir", home.path, "--json", "status"])
        let after = try PulsumProcess.run(["status", "--data-dir", home.path, "--json"])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == after.stdout)
        let typo = try PulsumProcess.run(["statsu"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "pulsum: 'statsu' is not a pulsum command; did you mean 'status'? (see pulsum --help)\n")
        let version = try PulsumProcess.run(["-V"])
        #expect(version.status == 0)
        #expect(version.stdout == Pulsum.version + "\n")
    }
}
