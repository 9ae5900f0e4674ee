import Foundation
import PulsumCore
import PulsumFiles

/// The ranker's state file: a one-line header `PULSUM-RANKER <version> <fnv1a64 hex> <bytes>`
/// followed by the state as JSON, written atomically (``PulsumFiles/AtomicFile``).
///
/// A file with a wrong magic, another version, a bad length or checksum, undecodable JSON or
/// weights for other features is refused with ``PulsumCore/PulsumError/corruptFile(path:reason:)``
/// and left untouched.
public struct RankerStateFile: Sendable {
    /// The file.
    public let url: URL

    /// The header's first word.
    public static let magic = "PULSUM-RANKER"
    /// The layout version this build reads and writes.
    public static let formatVersion = 1

    /// The state file at `url` (nothing is read until ``load()``).
    public init(url: URL) { self.url = url }

    /// Writes `state` atomically.
    public func save(_ state: RankerState) throws {
        try AtomicFile.write(try Self.encode(state), to: url)
    }

    /// The file's bytes for `state` (header and JSON), for writers that commit several files
    /// as one.
    public static func encode(_ state: RankerState) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        let payload = try encoder.encode(state)
        let header = "\(magic) \(formatVersion) \(checksum(payload)) \(payload.count)\n"
        return Data(header.utf8) + payload
    }

    /// The saved state, or ``RankerState/initial`` when there is no file yet.
    public func loadOrInitial() throws -> RankerState {
        FileManager.default.fileExists(atPath: url.path) ? try load() : .initial
    }

    /// Reads and checks the file (see the type's documentation).
    public func load() throws -> RankerState {
        try decode(try MicroMomentLibrary.read(url))
    }

    /// Checks and decodes the file's bytes read elsewhere (an encrypted file's plaintext); errors
    /// name ``url``.
    public func decode(_ data: Data) throws -> RankerState {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { throw refused("no header line") }
        let words = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard words.count == 4, words[0] == Self.magic else { throw refused("not a ranker state file") }
        guard let version = Int(words[1]), version == Self.formatVersion else {
            throw refused("state format version \(words[1]); this pulsum reads version \(Self.formatVersion)")
        }
        let payload = Data(data[(newline + 1)...])
        guard Int(words[3]) == payload.count else { throw refused("length \(payload.count), header says \(words[3])") }
        guard words[2] == Self.checksum(payload) else { throw refused("checksum mismatch") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let state: RankerState
        do {
            state = try decoder.decode(RankerState.self, from: payload)
        } catch {
            throw refused("unreadable state: \(error.localizedDescription)")
        }
        guard state.featureVersion == RankingFeatures.version, state.featureNames == RankingFeatures.names,
              state.model.weights.count == state.featureNames.count,
              state.model.precision.count == state.featureNames.count
        else {
            throw refused("weights for feature set \(state.featureVersion), this pulsum uses \(RankingFeatures.version); "
                + "move the file away to start learning afresh")
        }
        return state
    }

    private func refused(_ reason: String) -> PulsumError { .corruptFile(path: url.path, reason: reason) }

    /// FNV-1a 64-bit of `data`, as 16 lowercase hex digits.
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
