import Foundation
import PulsumTestSupport
import Testing

@Suite("pulsum ingest of standard input and archives")
struct InputsCLITests {
    static func added(_ result: PulsumProcess.Result) throws -> Int? {
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return report?["added"] as? Int
    }

    @Test("- reads standard input; the same data again adds nothing; no scratch file is left")
    func standardInput() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let csv = try String(contentsOf: TestPaths.fixture("canonical/mixed.csv"), encoding: .utf8)
        let first = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, "-"], stdin: csv)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.added(first) == 5)
        let second = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path, "-"], stdin: csv)
        #expect(try Self.added(second) == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".scratch") }
        #expect(left.isEmpty)
    }

    @Test("a ZIP export and a .gz file are imported as they come")
    func archives() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["ingest", "--json", "--data-dir", home.path,
                                            TestPaths.fixture("archives/health-export.zip").path,
                                            TestPaths.fixture("archives/mixed.csv.gz").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.added(result) ?? 0 > 5)
    }

    @Test("a truncated .gz named alone is one line on stderr and exit status 1")
    func truncatedGzip() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try PulsumProcess.run(["ingest", "--data-dir", home.path, TestPaths.fixture("archives/truncated.csv.gz").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("truncated.csv.gz") && result.stderr.contains("gzip data ends early"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
