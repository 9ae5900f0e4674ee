import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum embed")
struct EmbedCLITests {
    @Test func jsonContractWithTokensAndStandardInput() throws {
        let result = try PulsumProcess.run(["embed", "--json", "--tokens"], stdin: "I slept badly.\nCafé\n")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["model"] as? String == "all-MiniLM-L6-v2")
        #expect(report["dim"] as? Int == 384)
        let items = try #require(report["items"] as? [[String: Any]])
        #expect(items.map { $0["text"] as? String } == ["I slept badly.", "Café"])
        #expect(items.first?["tokens"] as? [Int] == [101, 1045, 7771, 6649, 1012, 102])
        #expect((items.first?["embedding"] as? [Double])?.count == 384)
    }

    @Test func tokensAppearOnlyWhenAsked() throws {
        let result = try PulsumProcess.run(["embed", "--json", "hello"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let item = try #require((report["items"] as? [[String: Any]])?.first)
        #expect(item["tokens"] == nil)
        #expect(item["embedding"] != nil)
    }

    @Test func missingModelIsExitOneWithTheSetUpCommand() throws {
        let empty = try TestPaths.temporaryDirectory("no-model")
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try PulsumProcess.run(["embed", "x"], environment: ["PULSUM_MODEL_DIR": empty.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("make -C \(TestPaths.repositoryRoot.path) setup"))
        #expect(result.stderr.contains(empty.path))
    }
}
