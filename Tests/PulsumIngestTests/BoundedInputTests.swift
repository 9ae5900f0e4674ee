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
}
