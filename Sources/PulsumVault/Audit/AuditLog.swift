import Crypto
import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// The append-only, hash-chained audit log of a data folder (`audit.jsonl`) and its checkpoint
/// (`audit.checkpoint`). Appends take an exclusive lock on the log file, so concurrent commands
/// (a reading one recording its unlock beside a writer) never interleave their lines.
public struct AuditLog: Sendable {
    /// The data folder.
    public let folder: URL
    /// True for an encrypted folder: lines are HMAC-keyed from the data key, and only a failed
    /// unlock or a lock may be recorded without it.
    public let encrypted: Bool

    /// The largest log read (about a million events).
    static let sizeLimit = 256 * 1024 * 1024

    public init(folder: URL, encrypted: Bool) {
        self.folder = folder
        self.encrypted = encrypted
    }

    /// `audit.jsonl`.
    public var logURL: URL { folder.appendingPathComponent("audit.jsonl") }
    /// `audit.checkpoint`.
    public var checkpointURL: URL { folder.appendingPathComponent("audit.checkpoint") }

    /// Appends `entry` (keyed with `key` when given) and advances the checkpoint when it can.
    @discardableResult
    public func append(_ entry: AuditEntry, key: SymmetricKey?, now: Date = Date()) throws -> AuditRecord {
        try entry.validate()
        if encrypted && key == nil && !entry.mayBeUnkeyed { throw AuditError.keyRequired }
        let chain: AuditChain = encrypted && key != nil ? .hmac : .sha256
        let fd = open(logURL.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw errno == EROFS ? AuditError.readOnly(folder: folder.path) : AuditError.io("cannot open \(logURL.path): \(errnoText())")
        }
        defer { close(fd) }
        // One appender at a time, also across processes (a reading command records its unlock
        // without the data folder's write lock): the last line is read under the same lock.
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AuditError.io("cannot lock \(logURL.path): \(errnoText())") }
        }
        let (count, prev) = try lastLine()
        let record = AuditRecord(seq: count + 1, time: Self.timestamp(now), event: entry.event, user: Self.currentUser(),
                                 outcome: entry.outcome, counts: entry.counts, digests: entry.digests, chain: chain, prev: prev)
        let body = try record.body()
        let hash = try AuditRecord.hash(of: body, chain: chain, key: key)
        try appendLine(AuditRecord.line(body: body, hash: hash) + Data("\n".utf8), to: fd)
        if !encrypted || key != nil {
            let checkpoint = try AuditCheckpoint(count: record.seq, last: hash, chain: chain, key: key)
            try AtomicFile.write(JSONEncoder().encode(checkpoint), to: checkpointURL)
        }
        return record
    }

    /// The records in order (parsed, not verified; `verify` checks them).
    public func records() throws -> [AuditRecord] {
        try lines().enumerated().map { index, line in
            guard let (body, _) = AuditRecord.split(line: line), let record = try? JSONDecoder().decode(AuditRecord.self, from: body) else {
                throw AuditError.badLine(line: index + 1, reason: "not a valid audit record")
            }
            return record
        }
    }

    /// The log's lines without their newlines; throws when the last line is incomplete.
    func lines() throws -> [Data] {
        guard FileManager.default.fileExists(atPath: logURL.path) else { return [] }
        let data = try read(logURL)
        guard !data.isEmpty else { return [] }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.last?.isEmpty == true else {
            throw AuditError.badLine(line: lines.count, reason: "the line is incomplete (no newline at its end)")
        }
        lines.removeLast()
        return lines.map { Data($0) }
    }

    /// The number of lines and the last line's hash (genesis for an empty log).
    private func lastLine() throws -> (Int, String) {
        let all = try lines()
        guard let last = all.last else { return (0, AuditRecord.genesis) }
        guard let (body, hash) = AuditRecord.split(line: last), let record = try? JSONDecoder().decode(AuditRecord.self, from: body),
              record.seq == all.count
        else { throw AuditError.badLine(line: all.count, reason: "not a valid audit record; run 'pulsum audit verify'") }
        return (all.count, hash)
    }

    private func appendLine(_ line: Data, to fd: Int32) throws {
        do { try line.withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: logURL.path) } } catch {
            throw AuditError.io(error.localizedDescription)
        }
        guard fsync(fd) == 0 else { throw AuditError.io("fsync \(logURL.path): \(errnoText())") }
    }

    /// The whole of `url` (the log or its checkpoint); an error names the file and the system's reason.
    func read(_ url: URL) throws -> Data {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw AuditError.io("cannot read \(url.path): \(errnoText())") }
        defer { close(fd) }
        do {
            let input = FileDescriptorInput(fd: fd, path: url.path)
            let size = try input.size()
            guard size <= Self.sizeLimit else { throw AuditError.io("\(url.path) is larger than 256 MiB") }
            var data = Data(count: size)
            let count = try data.withUnsafeMutableBytes { try input.read(into: $0, at: 0) }
            return data.prefix(count)
        } catch let error as AgeError {
            throw AuditError.io(error.localizedDescription)
        }
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    static func currentUser() -> String {
        let uid = getuid()
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "\(uid)" }
        return "\(uid):\(String(cString: name))"
    }
}
