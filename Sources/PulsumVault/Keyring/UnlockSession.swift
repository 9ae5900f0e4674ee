import Foundation

/// An unlock session as the kernel keyring holds it: the data key and when the session ends.
public struct UnlockSession: Sendable {
    /// The data key.
    public let key: DataKey
    /// When the kernel drops the key.
    public let expires: Date

    public init(key: DataKey, expires: Date) {
        self.key = key
        self.expires = expires
    }

    /// The keyring payload: the 32 key bytes then the expiry as 8 bytes of big-endian Unix seconds.
    var payload: Data {
        var seconds = UInt64(max(0, expires.timeIntervalSince1970)).bigEndian
        return key.rawRepresentation + Data(bytes: &seconds, count: 8)
    }

    /// Reads a payload written by `payload`, or `nil` when it is not one.
    init?(payload: Data) {
        guard payload.count == 40, let key = try? DataKey(rawRepresentation: payload.prefix(32)) else { return nil }
        let seconds = payload.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        self.init(key: key, expires: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
