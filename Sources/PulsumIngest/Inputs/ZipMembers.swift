import Foundation
import PulsumCore
import PulsumFiles
import ZIPFoundation

#if canImport(Glibc)
import Glibc
#endif

/// The members of a ZIP archive, each streamed into the scratch folder under its own path,
/// handed on, and deleted before the next (ZIPFoundation reads the central directory and
/// inflates one member at a time; memory stays at one 64 KiB buffer).
struct ZipMembers {
    let file: InputFile
    let scratch: ScratchFolder
    /// How deep in archives this one is: members go to `<level>/<member path>` in the scratch
    /// folder, so a member never lands on the archive it comes from.
    let level: Int
    /// The outermost input's inflation budget, spent by every member.
    let budget: InflationBudget
    private let archive: Archive

    init(file: InputFile, scratch: ScratchFolder, level: Int, budget: InflationBudget) throws {
        self.file = file
        self.scratch = scratch
        self.level = level
        self.budget = budget
        do {
            archive = try Archive(url: URL(fileURLWithPath: file.path), accessMode: .read)
        } catch {
            throw PulsumError.truncatedFile(path: file.displayPath, detail: "not a readable ZIP archive (\(error))")
        }
    }

    /// Calls `body` with every member that is a file and not hidden (dot files, `__MACOSX`), in
    /// path order; a member that cannot be inflated is handed on as damaged.
    func walk(_ body: (FoundInput) throws -> Void) throws {
        let members = archive.filter { $0.type == .file && !Self.isHidden($0.path) }.sorted { $0.path < $1.path }
        for entry in members {
            let displayPath = "\(file.displayPath):\(entry.path)"
            let copy: String
            do {
                copy = try scratch.create("\(level)/\(entry.path)") { fd in try extract(entry, to: fd, displayPath: displayPath) }
            } catch let error as PulsumError where InputWalker.isDamage(error) {
                try body(.damaged(path: displayPath, reason: "\(error)"))
                continue
            }
            defer { unlink(copy) }
            try body(.file(InputFile(path: copy, displayPath: displayPath, isInCollection: true)))
        }
    }

    /// Inflates one member into `fd`, checking its CRC-32 (ZIPFoundation returns the checksum of
    /// what it inflated and leaves the comparison to the caller).
    private func extract(_ entry: Entry, to fd: Int32, displayPath: String) throws {
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry, bufferSize: 1 << 16, skipCRC32: false) { data in
                try budget.spend(data.count)
                try data.withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: displayPath) }
            }
        } catch let error as PulsumError {
            throw error
        } catch {
            throw PulsumError.truncatedFile(path: displayPath, detail: "the ZIP member is damaged (\(error))")
        }
        guard checksum == entry.checksum else {
            throw PulsumError.truncatedFile(path: displayPath, detail: "the ZIP member is damaged (its CRC-32 does not match)")
        }
    }

    /// Whether a member path names a hidden file or macOS's resource-fork folder.
    static func isHidden(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "__MACOSX" }
    }
}
