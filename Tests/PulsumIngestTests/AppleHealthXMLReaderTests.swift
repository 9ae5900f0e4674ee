import Foundation
import PulsumCore
import PulsumTestSupport
import Testing

@testable import PulsumIngest

/// Reads one Apple fixture into memory.
func readApple(_ name: String) throws -> CollectingSink {
    var sink = CollectingSink()
    let path = TestPaths.fixture("apple/\(name)").path
    try AppleHealthXMLReader().read(path: path, options: ReadOptions(displayPath: name), into: &sink)
    return sink
}

/// Seconds since 1970 of a UTC wall-clock time.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Int64 {
    Int64(LocalDate.daysFromCivil(year: year, month: month, day: day)) * 86_400 + Int64(hour * 3600 + minute * 60)
}

@Suite("Apple Health export.xml reader")
struct AppleHealthXMLReaderTests {
    @Test("a broken DTD (unclosed ATTLIST, external entity) is skipped unread; every metric type is read")
    func brokenDTD() throws {
        let sink = try readApple("broken-dtd.xml")
        #expect(sink.rejected.isEmpty)
        let byMetric = Dictionary(grouping: sink.samples, by: \.metric).mapValues { $0.map(\.value) }
        #expect(byMetric[.heartRate] == [61, 64.5])
        #expect(byMetric[.restingHeartRate] == [52])
        #expect(byMetric[.hrvSDNN] == [41.5])
        #expect(byMetric[.respiratoryRate] == [14.5])
        #expect(byMetric[.steps] == [700])
        #expect(sink.skipped == ["HKQuantityTypeIdentifierBodyMass": 1, "Workout": 1, "ActivitySummary": 1])
        let heartRate = try #require(sink.samples.first)
        #expect(heartRate.start == utc(2024, 1, 10, 6))
        #expect(heartRate.utcOffset == 7200)
        // Entities decoded (&#8217; is ’); the device's memory address and software are not part of the source.
        #expect(heartRate.source == SourceRef(name: "Jane’s Apple Watch", deviceModel: "Watch6,7"))
        #expect(heartRate.source.kind == .watch)
    }

    @Test("control characters such as \\x0b inside attribute values are tolerated and dropped from names")
    func controlCharacters() throws {
        let sink = try readApple("control-chars.xml")
        #expect(sink.rejected.isEmpty)
        #expect(sink.samples.map(\.value) == [70, 72])
        #expect(Set(sink.samples.map(\.source.name)) == ["Janes Watch"])
    }

    @Test("iOS 8 export: attribute names with spaces, compact dates, count/s average, numeric or absent sleep values")
    func legacyExport() throws {
        let sink = try readApple("legacy-ios8.xml")
        #expect(sink.rejected.isEmpty)
        #expect(sink.skipped == ["HKQuantityTypeIdentifierBodyMassIndex": 1])
        let heartRate = try #require(sink.samples.first { $0.metric == .heartRate })
        #expect(abs(heartRate.value - 67.0002) < 1e-9)  // 1.11667 count/s
        #expect(heartRate.start == utc(2015, 9, 8, 17, 35))
        #expect(heartRate.utcOffset == 7200)
        #expect(heartRate.source == SourceRef(name: "Withings"))
        let steps = try #require(sink.samples.first { $0.metric == .steps })
        #expect(steps.value == 714)
        #expect(steps.source.kind == .phone)
        #expect(sink.segments.map(\.stage) == [.inBed, .asleepUnspecified])
        #expect(sink.segments.first?.start == utc(2014, 12, 1, 23, 45))
    }

    @Test("a device's memory address and software version do not split one watch into several sources")
    func oneWatchOneSource() throws {
        let sink = try readApple("phone-watch-overlap.xml")
        #expect(Set(sink.samples.map(\.source)).count == 2)
    }

    @Test("HKTimeZone metadata decides the offset; without it, the written (export-time) offset is kept")
    func timeZoneMetadata() throws {
        let sink = try readApple("timezone.xml")
        #expect(sink.samples.map(\.utcOffset) == [-5 * 3600, 3600])
        #expect(sink.samples.map(\.localDay.description) == ["2024-01-09", "2024-01-10"])
    }

    @Test("on a DST day the zone's offset at each instant is used, not the export's")
    func daylightSavingDay() throws {
        let sink = try readApple("dst.xml")
        #expect(sink.samples.map(\.utcOffset) == [3600, 7200, 7200])
        #expect(sink.samples.map(\.localDay.description) == ["2024-03-31", "2024-04-01", "2024-03-31"])
    }

    @Test("malformed records are rejected with file:line:field and the rest is read")
    func malformedValues() throws {
        let sink = try readApple("malformed.xml")
        #expect(sink.samples.map(\.value) == [66])
        let locations = sink.rejected.map(\.location)
        #expect(locations == [
            "malformed.xml:26:value", "malformed.xml:27:value", "malformed.xml:28:startDate", "malformed.xml:29:unit",
            "malformed.xml:30:value", "malformed.xml:31:endDate",
            "malformed.xml:32:startDate",  // `broken value="60"` reads as one attribute named "broken value"
        ])
        #expect(sink.rejected[0].reason.contains("'abc' is not a number"))
    }

    @Test("a truncated file throws a clear error naming the line")
    func truncated() throws {
        #expect(throws: PulsumError.truncatedFile(
            path: "truncated.xml", detail: "it ends inside a start tag that starts on line 28")) {
            try readApple("truncated.xml")
        }
        #expect(throws: PulsumError.truncatedFile(
            path: "truncated-between-records.xml", detail: "the closing </HealthData> is missing")) {
            try readApple("truncated-between-records.xml")
        }
    }

    @Test("export_cda.xml is recognised and explained as unsupported")
    func unsupportedFiles() throws {
        let detector = FormatDetector()
        let cda = TestPaths.fixture("apple/export_cda.xml").path
        let cdaReader = try #require(try detector.reader(for: cda))
        #expect(cdaReader.format == .appleHealthCDA)
        var sink = CollectingSink()
        #expect(throws: PulsumError.self) { try cdaReader.read(path: cda, options: ReadOptions(displayPath: cda), into: &sink) }
        #expect(try detector.reader(for: TestPaths.fixture("apple/legacy-ios8.xml").path)?.format == .appleHealthXML)
        #expect(try detector.reader(for: TestPaths.fixture("apple/broken-dtd.xml").path)?.format == .appleHealthXML)
    }

    @Test("entities and numbers decode exactly")
    func textAndNumbers() {
        func decode(_ text: String) -> String {
            var copy = text
            return copy.withUTF8 { XMLText.decode($0) }
        }
        func number(_ text: String) -> Double? {
            var copy = text
            return copy.withUTF8 { DecimalParser.parse($0) }
        }
        #expect(decode("&lt;&lt;HKDevice: 0x1&gt;, a&amp;b &quot;x&apos; &#x41;&#66; &bogus; &") == "<<HKDevice: 0x1>, a&b \"x' AB &bogus; &")
        #expect(number("64.2771") == 64.2771)
        #expect(number("-0.5") == -0.5)
        #expect(number("1e3") == 1000)
        #expect(number("12abc") == nil)
        #expect(number("") == nil)
        #expect(number("0.1") == 0.1)
    }

    @Test("compact iOS 8 dates parse with their offset; invalid ones do not")
    func compactDates() {
        func parse(_ text: String) -> ZonedInstant? {
            var copy = text
            return copy.withUTF8 { AppleDate.parse($0) }
        }
        #expect(parse("20150908193500+0200") == ZonedInstant(epochSeconds: utc(2015, 9, 8, 17, 35), utcOffset: 7200))
        #expect(parse("2015-09-08 19:35:00 +0200") == ZonedInstant(epochSeconds: utc(2015, 9, 8, 17, 35), utcOffset: 7200))
        #expect(parse("20151308193500+0200") == nil)
        #expect(parse("20150908193500x0200") == nil)
    }
}

@Test("a date written without an offset takes the fallback (--timezone) zone's offset")
func appleDateWithoutOffset() throws {
    var sink = CollectingSink()
    let newYork: @Sendable (Int64) -> Int32 = { _ in -4 * 3600 }
    try AppleHealthXMLReader().read(path: TestPaths.fixture("apple/no-offset.xml").path,
                                    options: ReadOptions(displayPath: "no-offset.xml", fallbackUTCOffset: newYork),
                                    into: &sink)
    let sample = try #require(sink.samples.first)
    #expect(sample.utcOffset == -4 * 3600)
    #expect(sample.start == utc(2024, 7, 1, 4, 30))
    #expect(sample.localDay.description == "2024-07-01")
}
