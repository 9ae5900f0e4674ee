import PulsumCore
import PulsumFiles
import SystemZlib

#if canImport(Glibc)
import Glibc
#endif

/// Inflates a gzip file with the system zlib, streaming 64 KiB at a time. Concatenated gzip
/// members are joined, as `gunzip` does; zlib checks each member's CRC-32 and length.
enum GzipContent {
    /// Inflates `file` into the scratch folder, under its name without `.gz` in a folder of its
    /// nesting `level` (so the copy never lands on its source), and returns it as the file to
    /// read (same display path and collection as the `.gz` file), within `budget`.
    static func inflate(_ file: InputFile, into scratch: ScratchFolder, level: Int, budget: InflationBudget) throws -> InputFile {
        var name = String(file.displayPath.split(separator: "/").last ?? "content")
        if name.hasSuffix(".gz") { name.removeLast(3) }
        let source = open(file.path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw PulsumError.unreadableFile(path: file.displayPath, reason: errnoText()) }
        defer { close(source) }
        let copy = try scratch.create("\(level)/.gunzip/\(name)") { target in
            try inflate(from: source, to: target, displayPath: file.displayPath, budget: budget)
        }
        return InputFile(path: copy, displayPath: file.displayPath, isInCollection: file.isInCollection)
    }

    /// Inflates everything readable from `source` into `target`, spending `budget`.
    static func inflate(from source: Int32, to target: Int32, displayPath: String, budget: InflationBudget) throws {
        var stream = z_stream()
        // 15 + 16: the largest window, gzip wrapper only.
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PulsumError.unreadableFile(path: displayPath, reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var input = [UInt8](repeating: 0, count: 1 << 16)
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var atMemberEnd = false
        try input.withUnsafeMutableBufferPointer { inBuffer in
            try output.withUnsafeMutableBufferPointer { outBuffer in
                while true {
                    let count = read(source, inBuffer.baseAddress, inBuffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count >= 0 else { throw PulsumError.unreadableFile(path: displayPath, reason: errnoText()) }
                    if count == 0 { break }
                    stream.next_in = inBuffer.baseAddress
                    stream.avail_in = UInt32(count)
                    repeat {
                        if atMemberEnd {
                            guard stream.avail_in > 0 else { break }  // the output filled up exactly at the end
                            inflateReset(&stream)
                            atMemberEnd = false
                        }
                        stream.next_out = outBuffer.baseAddress
                        stream.avail_out = UInt32(outBuffer.count)
                        let status = SystemZlib.inflate(&stream, Z_NO_FLUSH)
                        let produced = outBuffer.count - Int(stream.avail_out)
                        if produced > 0 {
                            try budget.spend(produced)
                            try AtomicFile.writeAll(fd: target, UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: outBuffer[..<produced])),
                                                    path: displayPath)
                        }
                        switch status {
                        case Z_STREAM_END: atMemberEnd = true
                        case Z_OK, Z_BUF_ERROR: break
                        default:
                            let reason = stream.msg.map { String(cString: $0) } ?? "status \(status)"
                            throw PulsumError.truncatedFile(path: displayPath, detail: "the gzip data is damaged (\(reason))")
                        }
                    } while stream.avail_in > 0 || stream.avail_out == 0
                }
            }
        }
        guard atMemberEnd else {
            throw PulsumError.truncatedFile(path: displayPath, detail: "the gzip data ends early")
        }
    }
}
