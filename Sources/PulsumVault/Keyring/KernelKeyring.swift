import CKeyring
import Crypto
import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// Unlock sessions in the Linux kernel's key retention service: the data key lives in the
/// user keyring as a "user" key with a timeout, never on disk, and is revoked by `lock`.
/// Each data folder has its own key, named after a digest of the folder's path.
public struct KernelKeyring: Sendable {
    /// The user keyring (`KEY_SPEC_USER_KEYRING`).
    static let userKeyring: Int32 = -4
    /// Possessor: everything; the owning user: view, read, search. Nobody else.
    static let permissions: UInt32 = 0x3f0b_0000

    /// The key's name (its description in `/proc/keys`).
    public let name: String

    /// The session key of the data folder at `folder`.
    public init(folder: URL) {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let digest = SHA256.hash(data: Data(path.utf8)).prefix(12).map { String(format: "%02x", $0) }.joined()
        name = "pulsum:\(digest)"
    }

    /// Stores `key` for `duration` seconds (at least 1), replacing an earlier session.
    @discardableResult
    public func store(_ key: DataKey, for duration: TimeInterval, now: Date = Date()) throws -> UnlockSession {
        revoke()
        let seconds = UInt32(min(max(duration.rounded(.up), 1), TimeInterval(UInt32.max)))
        let expiry = (now.timeIntervalSince1970 + TimeInterval(seconds)).rounded(.down)  // whole seconds, as stored
        let session = UnlockSession(key: key, expires: Date(timeIntervalSince1970: expiry))
        let payload = session.payload
        let serial = payload.withUnsafeBytes { pulsum_add_user_key(name, $0.baseAddress, $0.count, Self.userKeyring) }
        guard serial >= 0 else { throw Self.error("add_key", errno) }
        guard pulsum_set_key_timeout(serial, seconds) == 0 else {
            let code = errno
            pulsum_revoke_key(serial)
            throw Self.error("set timeout", code)
        }
        pulsum_set_key_permissions(serial, Self.permissions)
        return session
    }

    /// The live session, or `nil` when there is none (never unlocked, expired or locked).
    public func session() throws -> UnlockSession? {
        let serial = pulsum_search_user_key(Self.userKeyring, name)
        guard serial >= 0 else {
            let code = errno
            if [ENOKEY, EKEYEXPIRED, EKEYREVOKED].contains(code) { return nil }
            throw Self.error("search", code)
        }
        var buffer = [UInt8](repeating: 0, count: 64)
        let length = buffer.withUnsafeMutableBytes { pulsum_read_key(serial, $0.baseAddress, $0.count) }
        defer { for index in buffer.indices { buffer[index] = 0 } }
        guard length >= 0 else {
            let code = errno
            if [ENOKEY, EKEYEXPIRED, EKEYREVOKED].contains(code) { return nil }
            throw Self.error("read", code)
        }
        guard length <= buffer.count else { return nil }
        return UnlockSession(payload: Data(buffer.prefix(length)))
    }

    /// Ends the session at once (revokes the key); harmless when there is none.
    public func revoke() {
        while case let serial = pulsum_search_user_key(Self.userKeyring, name), serial >= 0 {
            pulsum_revoke_key(serial)
            guard pulsum_unlink_key(serial, Self.userKeyring) == 0 else { return }
        }
    }

    /// True when the system calls work here (false under a seccomp filter that refuses them).
    public static var isAvailable: Bool {
        pulsum_search_user_key(userKeyring, "pulsum:probe") >= 0 || ![ENOSYS, EPERM].contains(errno)
    }

    private static func error(_ operation: String, _ code: Int32) -> KeyringError {
        code == ENOSYS || code == EPERM ? .unavailable(errno: code) : .failed(operation: operation, reason: String(cString: strerror(code)))
    }
}
