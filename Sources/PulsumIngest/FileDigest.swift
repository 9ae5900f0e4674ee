import Crypto
import Foundation

/// SHA-256 of a file's content, streamed in 1 MiB blocks (used to recognise re-imports).
public enum FileDigest {
    /// Lowercase hex SHA-256 of the file at `path`.
    public static func sha256(path: String) throws -> String {
        let file = try MappedFile(path: path)
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
