import ArgumentParser
import Foundation
import PulsumBenchSupport
import PulsumCore
import PulsumIngest

/// `pulsum-bench apple-reader`: times the Apple Health reader alone (no database).
struct AppleReaderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apple-reader",
        abstract: "Time the Apple Health export.xml reader alone on a file (no database writes).",
        discussion: """
            Reads the file with the same reader `pulsum ingest` uses, into a sink that only \
            counts, and prints records, seconds and MB/s (JSON with --json). Used by \
            Benchmarks/apple/run.sh to compare with Python's ElementTree; build with \
            `swift build -c release` for meaningful figures.

            Exit status: 0 on success; 1 when the file cannot be read or is not an Apple export.
            """)

    @OptionGroup var output: JSONOption

    @Argument(help: ArgumentHelp("An Apple Health export.xml.", valueName: "file"))
    var file: String

    /// Counts what the reader delivers and sums values so nothing is optimised away.
    struct CountingSink: RecordSink {
        var samples = 0, segments = 0, skipped = 0, rejected = 0
        var valueSum = 0.0
        mutating func accept(_ sample: Sample) {
            samples += 1
            valueSum += sample.value
        }
        mutating func accept(_ segment: SleepSegment) { segments += 1 }
        mutating func reject(_ error: InputError) { rejected += 1 }
        mutating func skip(kind: String) { skipped += 1 }
    }

    struct Result: Encodable {
        var file: String
        var bytes: Int
        var samples: Int
        var segments: Int
        var skipped: Int
        var rejected: Int
        var valueSum: Double
        var seconds: Double
        var megabytesPerSecond: Double
    }

    func run() async throws {
        var sink = CountingSink()
        let seconds = try await BenchOutput.reportingErrors {
            try BenchClock.once {
                try AppleHealthXMLReader().read(path: file, options: ReadOptions(displayPath: file), into: &sink)
            }.timing.medianWall
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        let result = Result(file: file, bytes: bytes, samples: sink.samples, segments: sink.segments, skipped: sink.skipped,
                            rejected: sink.rejected, valueSum: (sink.valueSum * 1000).rounded() / 1000, seconds: seconds,
                            megabytesPerSecond: Double(bytes) / 1e6 / max(seconds, 1e-9))
        if output.json {
            try BenchOutput.printJSON(result)
        } else {
            print(String(format: "%@: %d samples, %d sleep segments, %d skipped, %d rejected in %.3f s (%.0f MB/s)",
                         file, result.samples, result.segments, result.skipped, result.rejected, seconds,
                         result.megabytesPerSecond))
        }
    }
}
