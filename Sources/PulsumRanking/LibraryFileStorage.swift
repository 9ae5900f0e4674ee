import Foundation
import PulsumFiles

/// How the person's imported library files are stored: plaintext `NAME.jsonl`, or in an
/// encrypted data folder `NAME.jsonl.age` read and written through the caller's encryption.
public struct LibraryFileStorage: Sendable {
    /// The stored files' name ending (`.jsonl` or `.jsonl.age`).
    public var suffix: String
    /// The plaintext of a stored file.
    public var read: @Sendable (URL) throws -> Data
    /// Stores plaintext in a file, atomically.
    public var write: @Sendable (Data, URL) throws -> Void

    public init(suffix: String, read: @escaping @Sendable (URL) throws -> Data, write: @escaping @Sendable (Data, URL) throws -> Void) {
        self.suffix = suffix
        self.read = read
        self.write = write
    }

    /// Plaintext JSON Lines files, written atomically.
    public static let plaintext = LibraryFileStorage(suffix: ".jsonl", read: { try MicroMomentLibrary.read($0) },
                                                     write: { try AtomicFile.write($0, to: $1) })
}
