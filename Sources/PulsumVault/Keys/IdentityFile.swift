import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// An age identity file as `age-keygen` writes it: `#` comment lines and one or more
/// `AGE-SECRET-KEY-1…` lines. Like an ssh key, it is refused when other users can read it.
public enum IdentityFile {
    /// The largest identity file read.
    static let sizeLimit = 64 * 1024

    /// The identities in the file at `path`.
    public static func read(_ path: String) throws -> [X25519Identity] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw VaultError.unreadableIdentityFile(path: path, reason: errnoText()) }
        let mode = Int(info.st_mode & 0o777)
        guard mode & 0o077 == 0 else { throw VaultError.identityFileTooOpen(path: path, mode: mode) }
        guard info.st_size <= sizeLimit else { throw VaultError.unreadableIdentityFile(path: path, reason: "larger than 64 KiB") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VaultError.unreadableIdentityFile(path: path, reason: "cannot read it")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// The identities in `text` (an identity file's contents).
    static func parse(_ text: String, path: String) throws -> [X25519Identity] {
        var identities: [X25519Identity] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do { identities.append(try X25519Identity(trimmed)) } catch {
                throw VaultError.unreadableIdentityFile(path: path, reason: "line \(index + 1) is not an AGE-SECRET-KEY-1… identity")
            }
        }
        guard !identities.isEmpty else { throw VaultError.unreadableIdentityFile(path: path, reason: "it holds no AGE-SECRET-KEY-1… line") }
        return identities
    }

    /// Creates a new identity file at `path` (mode 0600, never overwriting), in `age-keygen`'s
    /// layout, and returns the identity.
    public static func create(_ path: String, now: Date = Date()) throws -> X25519Identity {
        let identity = X25519Identity.generate()
        let created = ISO8601DateFormatter().string(from: now)
        let text = "# created: \(created)\n# public key: \(identity.recipient.encoded)\n\(identity.encoded)\n"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw VaultError.unreadableIdentityFile(path: path, reason: "cannot create it: \(errnoText())") }
        defer { close(fd) }
        do {
            try Data(text.utf8).withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: path) }
            guard fsync(fd) == 0 else { throw VaultError.io("fsync \(path): \(errnoText())") }
        } catch {
            unlink(path)
            throw error
        }
        return identity
    }
}
