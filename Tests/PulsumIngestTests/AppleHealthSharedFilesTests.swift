import Foundation
import PulsumCore
import PulsumTestSupport
import Testing

@testable import PulsumIngest

/// Every real Apple export in `../shared/data/exports/apple-health` imports without a crash,
/// with counts checked by hand (`grep -c` of each record type and of the top-level `Workout`
/// and `ActivitySummary` elements, which are counted as skipped).
@Suite("Apple Health real exports (../shared)")
struct AppleHealthSharedFilesTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var path: String
        var samples: Int
        var segments: Int
        var skipped: Int
        var rejected: Int
        var testDescription: String { path }
    }

    static let folder = "data/exports/apple-health"

    static let expectations: [Expected] = [
        // iOS 8, German file name, not well-formed (attribute names with spaces): 80 HR + 362 steps, 1293 sleep.
        Expected(path: "2015-ios8-legacy-de_DE/Exportieren.xml", samples: 442, segments: 1293, skipped: 1083, rejected: 0),
        Expected(path: "2015-ios8-legacy-en_DE/export.xml", samples: 623, segments: 92, skipped: 2352, rejected: 0),
        // 10 steps; 5 distance records + 2 ActivitySummary + 1 Workout skipped.
        Expected(path: "2016-iphone6s-en_GB/export.xml", samples: 10, segments: 0, skipped: 8, rejected: 0),
        Expected(path: "2019-iphone-steps-en_US/export.xml", samples: 1588, segments: 4, skipped: 1760, rejected: 0),
        // 517 HR + 108 steps; 187 other records + 9 Workouts skipped.
        Expected(path: "2021-iphone-plus-garmin-connect-en_FR/export.xml", samples: 625, segments: 15, skipped: 196, rejected: 0),
        Expected(path: "2021-watch-heart-rate-ko_KR/export.xml", samples: 221, segments: 0, skipped: 0, rejected: 0),
        Expected(path: "excerpts/alxdrcirilo-apple-health-parser/export.xml", samples: 2, segments: 2, skipped: 4, rejected: 0),
        Expected(path: "excerpts/dogsheep-healthkit-to-sqlite/export.xml", samples: 1, segments: 0, skipped: 4, rejected: 0),
        Expected(path: "excerpts/jdecool-healthkit-parser/exporter.xml", samples: 4, segments: 0, skipped: 9, rejected: 0),
    ]

    /// The files at hand: all of them with `../shared`, the four small ones committed in
    /// `Tests/Fixtures/shared` on a fresh clone.
    static var availableExpectations: [Expected] {
        expectations.filter { TestPaths.shared("\(folder)/\($0.path)") != nil }
    }

    @Test("imports with the hand-verified counts", .enabled(if: TestPaths.shared(folder) != nil, "needs ../shared"),
          arguments: availableExpectations)
    func counts(_ expected: Expected) throws {
        let url = try #require(TestPaths.shared("\(Self.folder)/\(expected.path)"))
        let reader = try #require(try FormatDetector().reader(for: url.path))
        #expect(reader.format == .appleHealthXML)
        var sink = CollectingSink()
        try reader.read(path: url.path, options: ReadOptions(displayPath: expected.path), into: &sink)
        #expect(sink.samples.count == expected.samples)
        #expect(sink.segments.count == expected.segments)
        #expect(sink.skipped.values.reduce(0, +) == expected.skipped)
        #expect(sink.rejected.count == expected.rejected, "\(sink.rejected.prefix(3))")
    }

    @Test("the export_cda.xml files are recognised and refused with an explanation",
          .enabled(if: TestPaths.hasShared("\(folder)/2023-cda-only/export_cda.xml"), "needs ../shared"),
          arguments: ["2019-iphone-steps-en_US/export_cda.xml", "2023-cda-only/export_cda.xml"])
    func cda(_ path: String) throws {
        let url = try #require(TestPaths.shared("\(Self.folder)/\(path)"))
        let reader = try #require(try FormatDetector().reader(for: url.path))
        #expect(reader.format == .appleHealthCDA)
        var sink = CollectingSink()
        #expect(throws: PulsumError.self) { try reader.read(path: url.path, options: ReadOptions(displayPath: path), into: &sink) }
    }

    @Test("values and days from real files: Korean watch, Garmin + iPhone sleep, legacy count/s",
          .enabled(if: TestPaths.hasShared("\(folder)/2015-ios8-legacy-de_DE/Exportieren.xml"), "needs ../shared"))
    func realValues() throws {
        func read(_ path: String) throws -> CollectingSink {
            let url = try #require(TestPaths.shared("\(Self.folder)/\(path)"))
            var sink = CollectingSink()
            try AppleHealthXMLReader().read(path: url.path, options: ReadOptions(displayPath: path), into: &sink)
            return sink
        }
        let korean = try read("2021-watch-heart-rate-ko_KR/export.xml")
        // The export writes a no-break space (U+00A0) in the device name; it is kept as written.
        #expect(Set(korean.samples.map(\.source)) == [SourceRef(name: "Taehee의 Apple\u{00A0}Watch", deviceModel: "Watch5,9")])
        #expect(korean.samples.first?.value == 67)
        let seoul: Int32 = 9 * 3600
        #expect(korean.samples.allSatisfy { $0.utcOffset == seoul }, "offsets: \(Set(korean.samples.map(\.utcOffset)))")

        let garmin = try read("2021-iphone-plus-garmin-connect-en_FR/export.xml")
        let sleepSources = Set(garmin.segments.map(\.source.name))
        #expect(sleepSources.isSuperset(of: ["Connect", "iPhone"]))
        #expect(garmin.segments.contains { $0.stage == .asleepUnspecified })

        let legacy = try read("2015-ios8-legacy-de_DE/Exportieren.xml")
        let heartRate = try #require(legacy.samples.first { $0.metric == .heartRate })
        #expect(abs(heartRate.value - 0.883333 * 60) < 1e-9)
    }
}
