import Crypto
import Foundation

/// SHA-256 of a file's content as lowercase hex: recognises re-imports and checks the pinned
/// model files.
public enum FileDigest {
    /// Lowercase hex SHA-256 of the file at `path`, hashed through a memory map in 1 MiB blocks
    /// whose pages are dropped once hashed.
    ///
    /// - Throws: ``PulsumCore/PulsumError/unreadableFile(path:reason:)``.
    public static func sha256(path: String) throws -> String {
        let file = try ReadOnlyFile(path: path)
        var hasher = SHA256()
        file.withBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + (1 << 20))
                hasher.update(bufferPointer: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[offset..<end])))
                offset = end
                file.release(upTo: offset)
            }
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
