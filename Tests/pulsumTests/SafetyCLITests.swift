import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum safety")
struct SafetyCLITests {
    private func json(_ result: PulsumProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func jsonContractForCrisisFromTheArgument() throws {
        let result = try PulsumProcess.run(["safety", "--json", "i wanna kms tonight"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try json(result)
        #expect(Set(output.keys) == ["level", "reasons", "response"])
        #expect(output["level"] as? String == "crisis")
        #expect((output["reasons"] as? [String])?.first == "crisis:active_ideation:en.kill-myself")
        let response = try #require(output["response"] as? String)
        #expect(response.contains("988lifeline.org") && response.contains("findahelpline.com"))
        #expect(!response.contains("kms") && !result.stderr.contains("kms"))
    }

    @Test func readsStandardInputWhenNoTextIsGiven() throws {
        let result = try PulsumProcess.run(["safety", "--json"], stdin: "This workout is killing me\n")
        #expect(result.status == 0, "\(result.stderr)")
        let output = try json(result)
        #expect(output["level"] as? String == "safe")
        #expect(output["response"] as? String == "")
    }

    @Test func missingModelIsAnErrorThatSaysWhatToDo() throws {
        let result = try PulsumProcess.run(["safety", "hello"], environment: ["PULSUM_MODEL_DIR": "/nonexistent-pulsum-model"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("PULSUM_MODEL_DIR"))
        #expect(!result.stderr.contains("hello"))
    }
}
