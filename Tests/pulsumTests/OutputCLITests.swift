import Foundation
import PulsumTestSupport
import Testing

/// Output that never crashes (#17 part 5): a closed pipe ends quietly, a failed write is one
/// line and status 1; text commands read words or standard input and refuse empty text alike.
@Suite("pulsum output and text input")
struct OutputCLITests {
    @Test func aClosedPipeEndsQuietlyWithStatusZero() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        for arguments in [["library", "list", "--json"], ["library", "list"]] {
            let result = try PulsumProcess.run(arguments, standardOutput: pipe.fileHandleForWriting)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        }
    }

    @Test func aFullDiskIsOneLineAndStatusOne() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "/dev/full is missing")
        for arguments in [["days", "--json", "--data-dir", home.path], ["library", "list"]] {
            let result = try PulsumProcess.run(arguments, standardOutput: full)
            #expect(result.status == 1, "\(arguments)")
            let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("pulsum: no data yet") }
            #expect(lines == ["pulsum: cannot write to standard output: No space left on device; free space or choose another destination"],
                    "\(arguments): \(result.stderr)")
        }
    }

    @Test func emptyTextIsTheSameUsageErrorForEveryTextCommand() throws {
        let expected = "pulsum: invalid text: empty; give it as words (pulsum recommend I slept badly) or on standard input\n"
        for (arguments, stdin) in [(["safety", ""], nil), (["safety"], " \n"), (["recommend", ""], nil), (["recommend", "-"], "\n"),
                                   (["recommend"], nil), (["safety", " ", " "], nil)] as [([String], String?)] {
            let result = try PulsumProcess.run(arguments, stdin: stdin)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == expected, "\(arguments): \(result.stderr)")
        }
    }

    @Test func wordsAQuotedArgumentStandardInputAndDashGiveTheSameAnswer() throws {
        let words = try PulsumProcess.run(["safety", "--json", "I", "feel", "calm", "today"])
        #expect(words.status == 0, "\(words.stderr)")
        let quoted = try PulsumProcess.run(["safety", "--json", "I feel calm today"])
        let piped = try PulsumProcess.run(["safety", "--json"], stdin: "I feel calm today\n")
        let dash = try PulsumProcess.run(["safety", "--json", "-"], stdin: "I feel calm today")
        #expect([quoted.stdout, piped.stdout, dash.stdout] == Array(repeating: words.stdout, count: 3))
    }
}
