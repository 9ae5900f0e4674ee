import Foundation
import PulsumCore

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

    /// The files under `path` (itself when a file), sorted, hidden files excluded.
    public static func files(under path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PulsumError.unreadableFile(path: path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var result: [String] = []
        for case let relative as String in enumerator {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            let full = (path as NSString).appendingPathComponent(relative)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                result.append(full)
            }
        }
        return result.sorted()
    }

    static func readHead(path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PulsumError.unreadableFile(path: path, reason: "cannot open for reading")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: headLength)) ?? nil
        return [UInt8](data ?? Data())
    }
}
