import Foundation
import PulsumCore
@testable import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Vendor export detection")
struct VendorDetectionTests {
    /// The format each shared sample file must be detected as (`nil` = skipped on purpose).
    static let expected: [String: ExportFormat?] = [
        "heart_rate-2017-01-11.json": .fitbitIntradayJSON, "steps-2017-11-02.json": .fitbitIntradayJSON,
        "resting_heart_rate-2017-05-16.json": .fitbitIntradayJSON, "sleep-2018-05-01.json": .fitbitSleepJSON,
        "sleep-2023-01-17.json": .fitbitSleepJSON, "sleep_score.csv": .fitbitTakeoutCSV,
        "Daily SpO2 - 2023-01-18-2023-02-02.csv": nil, "Device Temperature - 2023-01-22.csv": nil,
        "dailyActivity_merged.csv": .fitabaseCSV, "sleepDay_merged.csv": .fitabaseCSV,
        "oura_sleepJSON.json": .ouraJSON, "oura_sleep_2024-12-17T01-12-53.csv": .ouraCSV,
        "physiological_cycles.csv": .whoopCSV, "sleeps.csv": .whoopCSV, "workouts.csv": nil,
        "UDSFile_2024-01-31_2024-05-10.json": .garminJSON, "2024-01-31_2024-05-10_10000001_sleepData.json": .garminJSON,
        "Sleep Stage.csv": .samsungHealthCSV, "Step Daily Trend.csv": .samsungHealthCSV, "Heartrate.csv": nil,
        "raw_tracker_hr.csv": .withingsCSV, "sleep.csv": .withingsCSV, "weight.csv": nil,
        "Daily activity metrics.csv": .googleFitCSV, "2025-02-10.csv": .googleFitCSV,
        "derived_com.google.step_count.delta_com.google(2).json": .googleFitJSON,
        "2025-02-10T21_08_56.514+05_30_WALKING.json": nil, "SOURCE.md": nil, "README.txt": nil,
    ]

    @Test("every shared vendor file is detected as expected and reads without a crash or a throw",
          .enabled(if: TestPaths.sharedFolder != nil, "needs ../shared/data/exports (every vendor file)"))
    func sharedExports() throws {
        let root = try #require(VendorRead.shared(""))
        let detector = FormatDetector()
        var checked = 0
        var formats = Set<String>()
        for vendor in ["fitbit", "oura", "whoop", "garmin", "samsung-health", "withings", "google-fit"] {
            var recordsOfVendor = 0
            for path in try FormatDetector.files(under: root.appendingPathComponent(vendor).path) {
                let name = String(path.split(separator: "/").last ?? "")
                let reader = try detector.reader(for: path)
                if let expected = Self.expected[name] {
                    #expect(reader?.format == expected, "\(name)")
                    checked += 1
                }
                guard let reader else { continue }
                var sink = CollectingSink()
                try reader.read(path: path, options: ReadOptions(displayPath: name), into: &sink)
                formats.insert(reader.format.rawValue)
                recordsOfVendor += sink.samples.count + sink.segments.count
            }
            #expect(recordsOfVendor > 0, "\(vendor) gave no records")
        }
        #expect(checked >= 25)
        #expect(formats.count == 12)
    }

    /// On a fresh clone (no `../shared`) this runs on the committed copies in `Tests/Fixtures/shared`.
    @Test("fuzz: every shared vendor file cut short or bit-flipped gives records or typed errors, never a crash",
          .enabled(if: VendorRead.shared("") != nil, "needs ../shared/data/exports or its committed copies"))
    func mutatedInputs() throws {
        let root = try #require(VendorRead.shared(""))
        let scratch = try TestPaths.temporaryDirectory("pulsum-vendor-fuzz")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var dice = MutationDice(state: 42)
        for path in try FormatDetector.files(under: root.path) where !path.hasSuffix(".md") {
            guard let reader = try FormatDetector().reader(for: path) else { continue }
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            guard original.count > 64 else { continue }
            let name = String(path.split(separator: "/").last ?? "")
            var variants: [Data] = [original.prefix(Int(dice.roll() % UInt64(original.count)))]
            var flipped = original
            for _ in 0..<8 { flipped[Int(dice.roll() % UInt64(original.count))] ^= UInt8(truncatingIfNeeded: dice.roll() | 1) }
            variants.append(flipped)
            for data in variants {
                let copy = scratch.appendingPathComponent(name)
                try data.write(to: copy)
                var sink = CollectingSink()
                do {
                    try reader.read(path: copy.path, options: ReadOptions(displayPath: name), into: &sink)
                } catch is PulsumError {
                    continue
                }
                #expect(sink.samples.allSatisfy { $0.value.isFinite && $0.value >= 0 && $0.end >= $0.start })
                #expect(sink.segments.allSatisfy { $0.end >= $0.start })
            }
        }
    }
}

/// A deterministic 64-bit linear congruential generator (Knuth MMIX constants) for the mutations.
struct MutationDice {
    var state: UInt64

    mutating func roll() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
}
