import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// Replaces several coach files as one atomic step, through a journal.
///
/// The new contents are first written, durably and atomically, to one journal file; then each
/// file is replaced atomically; then the journal is removed. A process killed before the
/// journal exists changed nothing; one killed after it left a complete journal, which the next
/// coaching command replays (``finishInterrupted()``) before it reads anything. So the ranker
/// state and the feedback history never disagree, whatever the kill point.
struct CoachCommit: Sendable {
    let files: CoachFiles

    /// The journal: `[{"name": file name in the coach folder, "data": base64 contents}]`.
    var journal: URL { files.folder.appendingPathComponent("pending-commit.json") }

    /// One file's new contents.
    struct Write: Codable, Sendable {
        var name: String
        var data: Data
    }

    /// Writes every file of `writes` (names inside the coach folder) as one commit.
    func commit(_ writes: [Write]) throws {
        try files.prepare()
        try files.store.write(try JSONEncoder().encode(writes), to: journal)
        try apply(writes)
    }

    /// Replays the journal a killed commit left, if any (then removes it).
    func finishInterrupted() throws {
        guard let data = try files.store.read(journal) else { return }
        let writes: [Write]
        do {
            writes = try JSONDecoder().decode([Write].self, from: data)
        } catch {
            throw CoachError.damagedFile(path: files.store.location(of: journal).path)
        }
        try apply(writes)
    }

    private func apply(_ writes: [Write]) throws {
        for write in writes {
            try files.store.write(write.data, to: files.folder.appendingPathComponent(write.name))
        }
        unlink(files.store.location(of: journal).path)
        AtomicFile.syncDirectory(files.folder)
    }
}
