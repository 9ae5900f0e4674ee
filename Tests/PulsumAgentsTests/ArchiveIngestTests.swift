import Foundation
import PulsumAgents
import PulsumCore
import PulsumFiles
import PulsumStore
import PulsumTestSupport
import Testing

@Suite("Ingesting ZIP archives and .gz files")
struct ArchiveIngestTests {
    /// What an import run stored and reported, in a comparable form.
    struct Result: Equatable {
        var samples: Int
        var segments: Int
        var formats: [String]
        var skipped: [String]
    }

    /// Ingests `paths` into a fresh data folder and checks that no scratch file is left in it.
    static func ingest(_ paths: [String]) async throws -> (Result, [String]) {
        let home = try TestPaths.temporaryDirectory("pulsum-archive-ingest")
        defer { try? FileManager.default.removeItem(at: home) }
        let outcomes = try await Orchestrator(folder: DataDirectory(url: home)).dataAgent()
            .ingest(paths: paths, options: IngestOptions(fallbackUTCOffset: { _ in 3600 }))
        var result = Result(samples: 0, segments: 0, formats: [], skipped: [])
        var names: [String] = []
        for outcome in outcomes {
            switch outcome {
            case let .imported(summary):
                result.formats.append(summary.format)
                names.append(summary.path)
            case let .skipped(path, _): result.skipped.append(String(path.split(separator: "/").last ?? ""))
            case let .failed(path, reason): Issue.record("\(path) failed: \(reason)")
            }
        }
        let counts = try PulsumDatabase(path: home.appendingPathComponent("pulsum.sqlite").path).counts()
        (result.samples, result.segments) = (counts.samples, counts.segments)
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".scratch") }
        #expect(left.isEmpty, "scratch left in the data folder: \(left)")
        return (result, names)
    }

    @Test("a ZIP export imports exactly what its unpacked folder imports, members named archive:path")
    func zipEqualsFolder() async throws {
        let folder = try TestPaths.temporaryDirectory("pulsum-unpacked")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (fixture, name) in [("apple/nap.xml", "export.xml"), ("vendors/fitbit/sleep-2020-01-01.json", "sleep-2020-01-01.json"),
                                ("vendors/fitbit/steps-2020-01-01.json", "steps-2020-01-01.json")] {
            try FileManager.default.copyItem(at: TestPaths.fixture(fixture), to: folder.appendingPathComponent(name))
        }
        try Data("notes, not data\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
        let zip = TestPaths.fixture("archives/health-export.zip").path
        let (fromZip, names) = try await Self.ingest([zip])
        let (fromFolder, _) = try await Self.ingest([folder.path])
        #expect(fromZip.samples == fromFolder.samples && fromZip.segments == fromFolder.segments)
        #expect(fromZip.formats.sorted() == fromFolder.formats.sorted())
        #expect(fromZip.skipped == ["README.txt"])
        #expect(fromZip.samples > 0 && fromZip.segments > 0)
        #expect(names.contains("\(zip):apple_health_export/export.xml"))
    }

    @Test("a ZIP inside a folder is walked like the folder")
    func zipInsideFolder() async throws {
        let folder = try TestPaths.temporaryDirectory("pulsum-zip-in-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.fixture("archives/health-export.zip"),
                                         to: folder.appendingPathComponent("export.zip"))
        let (inFolder, _) = try await Self.ingest([folder.path])
        let (alone, _) = try await Self.ingest([TestPaths.fixture("archives/health-export.zip").path])
        #expect(inFolder == alone)
    }

    @Test("a .gz file imports like the file it holds")
    func gzipEqualsPlain() async throws {
        let (gzipped, names) = try await Self.ingest([TestPaths.fixture("archives/mixed.csv.gz").path])
        let (plain, _) = try await Self.ingest([TestPaths.fixture("canonical/mixed.csv").path])
        #expect(gzipped == plain)
        #expect(names == [TestPaths.fixture("archives/mixed.csv.gz").path])
    }
}
