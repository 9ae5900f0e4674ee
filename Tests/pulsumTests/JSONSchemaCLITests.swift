import Foundation
import PulsumTestSupport
import Testing

@testable import pulsum

/// Every command's real `--json` output against its schema in `docs/schemas/`, and the
/// dialect's rules over the whole document: snake_case keys, no `null`, one line when piped.
@Suite("pulsum --json against docs/schemas", .serialized)
struct JSONSchemaCLITests {
    let sample = TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv").path

    /// Runs a command and checks its output against the schema `name`.
    func expectValid(_ arguments: [String], schema name: String, status: Int32 = 0) throws {
        let result = try PulsumProcess.run(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(result.stdout.filter { $0 == "\n" }.count == 1, "\(arguments): not one compact line")
        #expect(try JSONSchemaValidator.problems(of: result.stdout, against: name) == [], "\(arguments)")
        let tree = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
        #expect(Self.dialectProblems(tree, at: "$") == [], "\(arguments)")
    }

    /// Keys that are not snake_case and `null` values (the keys of `skipped_kinds` and of an audit
    /// event's `counts` and `digests` are data: the names the audit log records).
    static func dialectProblems(_ value: JSONValue, at path: String) -> [String] {
        switch value {
        case .null:
            return ["\(path) is null"]
        case let .array(elements):
            return elements.enumerated().flatMap { dialectProblems($1, at: "\(path)[\($0)]") }
        case let .object(members):
            return members.flatMap { key, member -> [String] in
                let data = path.hasSuffix(".skipped_kinds") || path.hasSuffix(".counts") || path.hasSuffix(".digests")
                let snake = key.wholeMatch(of: /[a-z0-9_]+/) != nil || data
                return (snake ? [] : ["\(path).\(key) is not snake_case"]) + dialectProblems(member, at: "\(path).\(key)")
            }
        default:
            return []
        }
    }

    @Test func theValidatorFindsWhatIsWrong() throws {
        let problems = try JSONSchemaValidator.problems(
            of: #"{"days": [{"date": "1 March", "metrics": {"steps": "many"}, "storedAt": 1}]}"#, against: "days")
        #expect(Set(problems) == ["$.days[0]: unexpected key storedAt", "$.days[0].date: '1 March' is not a date",
                                  "$.days[0].metrics.steps: string(\"many\") is not number"])
        #expect(Set(Self.dialectProblems(.object(["storedAt": .null]), at: "$")) == ["$.storedAt is not snake_case", "$.storedAt is null"])
    }

    @Test func dataCommands() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        try expectValid(["status", "--json", "--data-dir", home.path], schema: "status")
        try expectValid(["ingest", "--json", "--data-dir", home.path, TestPaths.fixture("canonical/mixed.csv").path], schema: "ingest")
        try expectValid(["nightly", "--json", "--data-dir", home.path, sample], schema: "nightly")
        try expectValid(["status", "--json", "--data-dir", home.path], schema: "status")
        try expectValid(["days", "--json", "--data-dir", home.path, "--from", "2024-04-01"], schema: "days")
        try expectValid(["doctor", "--json", "--data-dir", home.path], schema: "doctor",
                        status: try PulsumProcess.run(["doctor", "--data-dir", home.path]).status)
    }

    @Test func coachingCommands() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        try expectValid(["safety", "--json", "I", "feel", "fine"], schema: "safety")
        try expectValid(["recommend", "--json", "--data-dir", home.path, "tired", "at", "my", "desk"], schema: "recommend")
        try expectValid(["feedback", "--json", "--data-dir", home.path, "--chose", "stress-longer-exhale"], schema: "feedback")
        try expectValid(["feedback", "--history", "--json", "--data-dir", home.path], schema: "feedback-history")
        try expectValid(["library", "list", "--json", "--category", "sleep"], schema: "library-list")
        try expectValid(["embed", "--json", "--tokens", "I slept badly."], schema: "embed")
        let library = TestPaths.repositoryRoot.appendingPathComponent("Data/micro-moments.jsonl")
        let firstLine = try #require(try String(contentsOf: library, encoding: .utf8).split(separator: "\n").first)
        var item = try #require(try JSONSerialization.jsonObject(with: Data(firstLine.utf8)) as? [String: Any])
        item["id"] = "mine-schema-test"
        let mine = home.appendingPathComponent("mine.jsonl")
        try JSONSerialization.data(withJSONObject: item).write(to: mine)
        try expectValid(["library", "import", "--json", "--data-dir", home.path, mine.path], schema: "library-import")
    }

    @Test func privacyCommands() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home").path, identity = root.appendingPathComponent("me.key").path
        try expectValid(["init", "--json", "--encrypt", "--identity", identity, "--data-dir", home], schema: "encryption-change")
        try expectValid(["ingest", "--json", "--identity", identity, "--data-dir", home, sample], schema: "ingest")
        try expectValid(["audit", "--json", "--data-dir", home], schema: "audit")
        try expectValid(["audit", "verify", "--json", "--identity", identity, "--data-dir", home], schema: "audit-verify")
        try expectValid(["export", "--json", "--out", root.appendingPathComponent("out").path, "--identity", identity, "--data-dir", home],
                        schema: "export")
        try expectValid(["decrypt", "--json", "--identity", identity, "--data-dir", home], schema: "encryption-change")
        try expectValid(["delete", "--all", "--yes", "--json", "--data-dir", home], schema: "delete")
    }
}
