import Foundation
import PulsumFiles
import PulsumVault

#if canImport(Glibc)
import Glibc
#endif

/// One file being written into an export folder: plaintext, or an age file to `recipient`
/// streamed through ``PulsumVault/AgeWriter`` so no plaintext byte reaches the disk. Created
/// exclusively (never overwriting), mode 0600, synced when finished.
final class ExportFile {
    let url: URL
    private let fd: Int32
    private let writer: AgeWriter?
    private var buffer = Data()

    init(url: URL, recipient: (any AgeRecipient)?) throws {
        self.url = url
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw VaultError.io("cannot create \(url.path): \(errnoText())") }
        do {
            writer = try recipient.map { try AgeWriter(to: FileDescriptorOutput(fd: descriptor, path: url.path), recipients: [$0]) }
        } catch {
            close(descriptor)
            throw error
        }
        fd = descriptor
    }

    /// Appends `text`'s UTF-8 bytes (buffered).
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends bytes.
    func write(_ data: Data) throws {
        buffer.append(data)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Finishes the file (the age trailer), syncs and closes it; returns its size and SHA-256.
    func finish() throws -> (bytes: Int, sha256: String) {
        defer { close(fd) }
        try flush()
        try writer?.finish()
        guard fsync(fd) == 0 else { throw VaultError.io("fsync \(url.path): \(errnoText())") }
        var info = stat()
        fstat(fd, &info)
        return (Int(info.st_size), try FileDigest.sha256(path: url.path))
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        if let writer {
            try writer.write(buffer)
        } else {
            try buffer.withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: url.path) }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
