import ArgumentParser
import Foundation
import PulsumBenchSupport
import PulsumFiles
import PulsumVectorStore

#if canImport(Glibc)
import Glibc
#endif

/// `pulsum-bench store`: how fast a vector store saves and loads, against a plain read.
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Time saving and loading a vector store file built from any vector file.",
        discussion: """
            Builds a store from --base (ids are row numbers), saves it into --folder (default: \
            the system's temporary folder; the file is deleted afterwards), then loads it three \
            times with full validation and reads the same file three times with plain read(2) \
            calls into one buffer. The medians tell how close loading is to the speed of the \
            disk or page cache. --json prints {"rows", "bytes", "save_s", "load_s", "read_s"}.

            Exit status: 0 on success; 1 when a file cannot be read or written; 64 on a usage error.
            """)

    @OptionGroup var output: JSONOption

    @Option(help: ArgumentHelp("Base vectors (.f32/.bin with --dim, .fvecs, .npy).", valueName: "file"))
    var base: String

    @Option(help: ArgumentHelp("Values per vector (required for raw .f32/.bin files).", valueName: "D"))
    var dim: Int?

    @Option(help: ArgumentHelp("Folder for the temporary store file.", valueName: "path"))
    var folder: String?

    struct Report: Encodable {
        var rows: Int
        var bytes: Int
        var save_s: Double
        var load_s: Double
        var read_s: Double
    }

    func run() async throws {
        let model = EmbeddingModelIdentity(id: "bench", hash: "bench")
        let url = URL(fileURLWithPath: folder ?? NSTemporaryDirectory())
            .appendingPathComponent("pulsum-bench-\(getpid()).vectors")
        defer { try? FileManager.default.removeItem(at: url) }
        let report = try await BenchOutput.reportingErrors {
            let matrix = try VectorFileReader.read(URL(fileURLWithPath: base), dimension: dim)
            let store = try VectorStore(dimension: matrix.dimension, model: model)
            for row in 0..<matrix.count {
                try await store.upsert(id: String(row), vector: Array(matrix.rows(row..<(row + 1))))
            }
            let save = try await BenchClock.onceAsync { try await store.save(to: url) }.timing
            var loads = BenchTiming()
            var reads = BenchTiming()
            for _ in 0..<3 {
                let loaded = try loads.record { try VectorStore.load(from: url, model: model) }
                guard await loaded.count == matrix.count else {
                    throw VectorStoreError.damaged(path: url.path, reason: "row count changed on reload")
                }
                try reads.record { try plainRead(url) }
            }
            let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            return Report(rows: matrix.count, bytes: bytes, save_s: save.medianWall, load_s: loads.medianWall,
                          read_s: reads.medianWall)
        }
        if output.json {
            try BenchOutput.printJSON(report)
        } else {
            print(String(format: "%d rows, %.1f MB: save %.3f s, load %.3f s (%.2f GB/s), plain read %.3f s (%.2f GB/s)",
                         report.rows, Double(report.bytes) / 1e6, report.save_s, report.load_s,
                         Double(report.bytes) / report.load_s / 1e9, report.read_s, Double(report.bytes) / report.read_s / 1e9))
        }
    }

    /// Reads the whole file with read(2) into one buffer (the speed limit for loading).
    func plainRead(_ url: URL) throws {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw VectorStoreError.unreadable(path: url.path, reason: errnoText()) }
        defer { close(fd) }
        var info = stat()
        fstat(fd, &info)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, Int(info.st_size)), alignment: 64)
        defer { buffer.deallocate() }
        var done = 0
        while done < Int(info.st_size), let base = buffer.baseAddress {
            let n = read(fd, base + done, min(Int(info.st_size) - done, 1 << 30))
            guard n > 0 else { throw VectorStoreError.unreadable(path: url.path, reason: errnoText()) }
            done += n
        }
    }
}
