import Foundation
import PulsumCore

#if canImport(Glibc)
import Glibc
#endif

/// Finds the reader for a file by content, and walks export folders.
public struct FormatDetector: Sendable {
    /// Readers tried in order; the first that recognises a file wins.
    public let readers: [any ExportReader]

    public init(readers: [any ExportReader] = FormatDetector.defaultReaders) { self.readers = readers }

    /// Every reader Pulsum ships.
    public static let defaultReaders: [any ExportReader] = [
        CanonicalCSVReader(), CanonicalJSONLReader(), AppleHealthXMLReader(), AppleHealthCDANotice(),
        FitbitIntradayReader(), FitbitSleepReader(), FitbitTakeoutCSVReader(), FitabaseReader(), OuraJSONReader(),
        OuraCSVReader(), WhoopCSVReader(), GarminJSONReader(), SamsungHealthReader(), WithingsReader(),
        GoogleFitCSVReader(), GoogleFitStreamReader(),
    ]

    /// How many leading bytes detection looks at.
    public static let headLength = 4096

    /// The reader for the file, or `nil` when none recognises it.
    public func reader(for path: String) throws -> (any ExportReader)? {
        let head = try Self.readHead(path: path)
        return head.withUnsafeBufferPointer { buffer in
            readers.first { $0.recognizes(path: path, head: buffer) }
        }
    }

    /// The first ``headLength`` bytes. Opened without blocking and checked to be a regular file
    /// first, so a FIFO or device named here is refused instead of waited on.
    static func readHead(path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw PulsumError.unreadableFile(path: path, reason: systemError()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw PulsumError.unreadableFile(path: path, reason: "\(kind(of: info.st_mode)), not a file Pulsum reads")
        }
        var head = [UInt8](repeating: 0, count: headLength)
        var filled = 0
        while filled < headLength {
            let n = head.withUnsafeMutableBytes { raw in
                raw.baseAddress.map { read(fd, $0 + filled, headLength - filled) } ?? 0
            }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw PulsumError.unreadableFile(path: path, reason: systemError()) }
            if n == 0 { break }
            filled += n
        }
        return Array(head[..<filled])
    }
}
