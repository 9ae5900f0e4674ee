import Foundation
import PulsumCore
import PulsumIngest
import PulsumTestSupport
import Testing

/// Hostile shapes stay bounded: a huge CSV field is never copied whole, deep nesting inside a
/// known format is a damaged record, not a crash or "not recognised".
@Suite("Bounded inputs")
struct BoundedInputTests {
    func write(_ text: String, as name: String) throws -> (URL, URL) {
        let folder = try TestPaths.temporaryDirectory()
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (folder, file)
    }

    @Test func aHugeCSVFieldIsCutAndMarked() throws {
        let line = "steps,\(String(repeating: "x", count: 1_000_000)),\"q\"\"\""
        let fields = try #require(CSVFields.split(line))
        #expect(fields.count == 3)
        #expect(fields[1].utf8.count == CSVFields.longestField + CSVFields.truncationMark.utf8.count)
        #expect(fields[1].hasSuffix(CSVFields.truncationMark))
        #expect(fields[2] == "q\"")
    }

    @Test func aHugeSourceInTheCanonicalCSVIsRejected() throws {
        let (folder, file) = try write("""
            metric,start,end,value,unit,source
            steps,2024-03-01T08:00:00+01:00,2024-03-01T09:00:00+01:00,812,count,\(String(repeating: "x", count: 200_000))
            steps,2024-03-01T08:00:00+01:00,2024-03-01T09:00:00+01:00,81\(String(repeating: "2", count: 100_000)),count,Phone

            """, as: "a.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sink = CollectingSink()
        try CanonicalCSVReader().read(path: file.path, options: ReadOptions(displayPath: "a.csv"), into: &sink)
        // The source is kept cut (the store rejects it, see RecordBoundsTests); the value is not a number.
        #expect(sink.samples.map { $0.source.name.utf8.count } == [CSVFields.longestField + CSVFields.truncationMark.utf8.count])
        #expect(sink.rejected.map(\.location) == ["a.csv:3:value"])
    }

    @Test func deepNestingInsideAnOuraRecordIsARejectedRecord() throws {
        let depth = 100_000
        let (folder, file) = try write(#"{"sleep": [{"bedtime_start": "2024-01-01T23:00:00+01:00", "x": "#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]}", as: "oura_sleep.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = try #require(try FormatDetector().reader(for: file.path))
        #expect(reader.format.rawValue == "oura-json")
        var sink = CollectingSink()
        try reader.read(path: file.path, options: ReadOptions(displayPath: "oura_sleep.json"), into: &sink)
        #expect(sink.rejected.count == 1)
        #expect(sink.samples.isEmpty && sink.segments.isEmpty)
    }

    @Test func deepNestingInsideAnAppleRecordIsIgnored() throws {
        let depth = 100_000
        let (folder, file) = try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" \
            startDate="2024-01-10 10:00:00 +0100" endDate="2024-01-10 10:10:00 +0100" value="5">\
            \(String(repeating: "<a>", count: depth))\(String(repeating: "</a>", count: depth))</Record>
            </HealthData>

            """, as: "export.xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sink = CollectingSink()
        try AppleHealthXMLReader().read(path: file.path, options: ReadOptions(displayPath: "export.xml"), into: &sink)
        #expect(sink.samples.count == 1)
    }

    @Test func aHugeAppleAttributeIsCutNotCopied() throws {
        let (folder, file) = try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="\(String(repeating: "W", count: 1_000_000))" \
            unit="count" startDate="2024-01-10 10:00:00 +0100" endDate="2024-01-10 10:10:00 +0100" value="5"/>
            </HealthData>

            """, as: "export.xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sink = CollectingSink()
        try AppleHealthXMLReader().read(path: file.path, options: ReadOptions(displayPath: "export.xml"), into: &sink)
        #expect(sink.samples.map { $0.source.name.utf8.count } == [CSVFields.longestField + CSVFields.truncationMark.utf8.count])
    }

    @Test func aHugeJSONRecordIsRejectedWithoutDecoding() throws {
        let huge = String(repeating: "x", count: 5 << 20)
        let (folder, file) = try write(#"{"sleep": [{"bedtime_start": "2024-01-01T23:00:00+01:00", "x": ""# + huge + #""}]}"#,
                                       as: "oura_sleep.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = try #require(try FormatDetector().reader(for: file.path))
        var sink = CollectingSink()
        try reader.read(path: file.path, options: ReadOptions(displayPath: "oura_sleep.json"), into: &sink)
        #expect(sink.rejected.map(\.description) == ["oura_sleep.json:1: the record is 5 MiB; Pulsum reads JSON records of at most 4 MiB (record 1)"])
    }

    @Test func aHugeCanonicalJSONLineIsRejectedWithItsLine() throws {
        let good = #"{"metric": "steps", "start": "2024-03-01T08:00:00+01:00", "end": "2024-03-01T09:00:00+01:00", "value": 812, "unit": "count", "source": "Phone"}"#
        let huge = #"{"metric": "steps", "source": ""# + String(repeating: "x", count: 5 << 20) + #""}"#
        let (folder, file) = try write([good, huge, good].joined(separator: "\n") + "\n", as: "a.jsonl")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sink = CollectingSink()
        try CanonicalJSONLReader().read(path: file.path, options: ReadOptions(displayPath: "a.jsonl"), into: &sink)
        #expect(sink.rejected.map(\.location) == ["a.jsonl:2"])
        #expect(sink.samples.count == 2)
    }

    @Test func lineReadersLocateEachRecordForTheStore() throws {
        let (folder, file) = try write("""
            metric,start,end,value,unit,source
            steps,2024-03-01T08:00:00+01:00,2024-03-01T09:00:00+01:00,812,count,Phone

            steps,2024-03-01T09:00:00+01:00,2024-03-01T10:00:00+01:00,10,count,"Two
            lines"
            steps,2024-03-01T10:00:00+01:00,2024-03-01T11:00:00+01:00,12,count,Phone

            """, as: "a.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sink = CollectingSink()
        try CanonicalCSVReader().read(path: file.path, options: ReadOptions(displayPath: "a.csv"), into: &sink)
        #expect(sink.samples.count == 3)
        #expect(sink.lines == [2, 4, 6])  // a record spanning lines is located at its first
    }
}
