import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The size of a file on disk, without opening it.
public enum FileSize {
    /// The size in bytes of the file at `path` (`stat`), `nil` when it cannot be read.
    public static func bytes(atPath path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }
}
