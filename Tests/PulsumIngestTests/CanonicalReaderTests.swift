import Foundation
import PulsumCore
import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Canonical readers")
struct CanonicalReaderTests {
    func read(_ fixture: String) throws -> CollectingSink {
        let path = TestPaths.fixture(fixture).path
        let reader = try #require(try FormatDetector().reader(for: path))
        var sink = CollectingSink()
        try reader.read(path: path, options: ReadOptions(displayPath: fixture), into: &sink)
        return sink
    }

    @Test func csvConvertsUnitsAndReportsEachBadRowWithItsField() throws {
        let sink = try read("canonical/mixed.csv")
        #expect(sink.samples.count == 4)
        #expect(sink.segments.count == 1)
        let heartRate = try #require(sink.samples.first { $0.metric == .heartRate })
        #expect(heartRate.value == 72)  // 1.2 count/s
        #expect(heartRate.start == heartRate.end)
        let hrv = try #require(sink.samples.first { $0.metric == .hrvSDNN })
        #expect(abs(hrv.value - 45) < 1e-9)  // 0.045 s
        let respiratory = try #require(sink.samples.first { $0.metric == .respiratoryRate })
        #expect(respiratory.source.name == "Watch, left wrist")
        #expect(respiratory.utcOffset == 3600)
        let problems = sink.rejected.map { "\($0.line):\($0.field)" }
        #expect(problems == ["6:value", "7:start", "8:unit", "9:value", "10:metric", "11:end"])
        #expect(sink.rejected.allSatisfy { $0.file == "canonical/mixed.csv" })
    }

    @Test func jsonLinesAcceptNumbersOrStringsAndNameMissingFields() throws {
        let sink = try read("canonical/mixed.jsonl")
        #expect(sink.samples.map(\.value) == [812, 61])
        #expect(sink.segments.map(\.stage) == [.deep])
        #expect(sink.rejected.map(\.line) == [3, 4, 5])
        #expect(sink.rejected[1].field == "value")
    }

    @Test func detectionIsByContentNotName() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disguised = folder.appendingPathComponent("export.txt")
        try Data("source,unit,value,end,start,metric\n".utf8).write(to: disguised)
        let unknown = folder.appendingPathComponent("notes.csv")
        try Data("date,mood\n2024-01-01,ok\n".utf8).write(to: unknown)
        #expect(try FormatDetector().reader(for: disguised.path)?.format == .canonicalCSV)
        #expect(try FormatDetector().reader(for: unknown.path) == nil)
        #expect(try FormatDetector.files(under: folder.path).count == 2)
    }

    @Test func csvFieldsFollowRFC4180() {
        #expect(CSVFields.split("a,\"b,c\",\"d \"\"q\"\"\",") == ["a", "b,c", "d \"q\"", ""])
        #expect(CSVFields.split("\"open") == nil)
    }

    @Test func unitConversionRefusesUnitsOfAnotherMetric() {
        #expect(UnitConversion.toCanonical(1, unit: "count/s", metric: .heartRate) == 60)
        #expect(UnitConversion.toCanonical(1, unit: "ms", metric: .heartRate) == nil)
        #expect(UnitConversion.toCanonical(0.05, unit: "s", metric: .hrvRMSSD) == 50)
        #expect(UnitConversion.toCanonical(3, unit: "bpm", metric: .steps) == nil)
    }
}
