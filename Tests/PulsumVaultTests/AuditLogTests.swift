import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

@Suite struct AuditLogTests {
    /// A folder with a log of `count` events, keyed when `key` is given.
    static func makeLog(_ count: Int, key: DataKey?) throws -> AuditLog {
        let folder = try TestPaths.temporaryDirectory("vault-audit")
        let log = AuditLog(folder: folder, encrypted: key != nil)
        let events: [AuditEvent] = [.`init`, .unlock, .ingest, .nightly, .recommend, .feedback, .export, .lock]
        for index in 0..<count {
            try log.append(AuditEntry(event: events[index % events.count], counts: ["rows": index * 10],
                                      digests: ["pulsum.sqlite.age": String(repeating: "ab", count: 32)]),
                           key: key?.auditKey, now: Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 3600))
        }
        return log
    }

    static func lines(_ log: AuditLog) throws -> [String] {
        try String(contentsOf: log.logURL, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    static func write(_ lines: [String], to log: AuditLog) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: log.logURL)
    }

    /// Appenders running at once (a reading command's unlock beside a writer) take turns on the
    /// log's lock: every line continues the chain.
    @Test func concurrentAppendsNeverInterleave() throws {
        let key = DataKey.generate()
        let folder = try TestPaths.temporaryDirectory("vault-audit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = AuditLog(folder: folder, encrypted: true)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<15 { _ = try? log.append(AuditEntry(event: .unlock, counts: ["worker": worker, "n": index]), key: key.auditKey) }
        }
        let result = try log.verify(key: key.auditKey)
        #expect(result.lines == 120)
    }

    @Test func plainChainVerifies() throws {
        let log = try Self.makeLog(12, key: nil)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        #expect(try log.verify(key: nil) == AuditVerification(lines: 12, uncheckedKeyedLines: 0, linesAfterCheckpoint: 0))
        let records = try log.records()
        #expect(records.map(\.seq) == Array(1...12))
        #expect(records.allSatisfy { $0.chain == .sha256 && $0.user.hasPrefix("\(getuid())") })
        #expect(records[0].time == "2026-09-21T14:13:20Z")
    }

    @Test func keyedChainNeedsTheKey() throws {
        let key = DataKey.generate()
        let log = try Self.makeLog(6, key: key)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        #expect(try log.verify(key: key.auditKey).uncheckedKeyedLines == 0)
        #expect(try log.verify(key: nil).uncheckedKeyedLines == 6)
        #expect(throws: AuditError.badLine(line: 1, reason: "its HMAC does not match (the line was changed)")) {
            try log.verify(key: DataKey.generate().auditKey)
        }
        #expect(throws: AuditError.keyRequired) { try log.append(AuditEntry(event: .nightly), key: nil) }
    }

    @Test func lockedFailuresAreRecordedUnkeyedAndSealedByTheNextUnlock() throws {
        let key = DataKey.generate()
        let log = try Self.makeLog(3, key: key)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        try log.append(AuditEntry(event: .unlock, outcome: .failed), key: nil)
        try log.append(AuditEntry(event: .unlock, outcome: .failed), key: nil)
        #expect(try log.verify(key: key.auditKey).linesAfterCheckpoint == 2)
        try log.append(AuditEntry(event: .unlock), key: key.auditKey)
        #expect(try log.verify(key: key.auditKey) == AuditVerification(lines: 6, uncheckedKeyedLines: 0, linesAfterCheckpoint: 0))
    }

    @Test func namesTheFirstBadLine() throws {
        let log = try Self.makeLog(10, key: nil)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        let good = try Self.lines(log)

        var changed = good
        changed[3] = changed[3].replacingOccurrences(of: "\"rows\":30", with: "\"rows\":31")
        try Self.write(changed, to: log)
        #expect(throws: AuditError.badLine(line: 4, reason: "its hash does not match (the line was changed)")) { try log.verify(key: nil) }

        var removed = good
        removed.remove(at: 5)
        try Self.write(removed, to: log)
        #expect(throws: AuditError.badLine(line: 6, reason: "it is numbered 7 (lines were removed, reordered or inserted)")) {
            try log.verify(key: nil)
        }

        var swapped = good
        swapped.swapAt(2, 7)
        try Self.write(swapped, to: log)
        #expect(throws: AuditError.self) { try log.verify(key: nil) }
        do { _ = try log.verify(key: nil) } catch { #expect(error.localizedDescription.contains("line 3")) }

        try Self.write(Array(good.prefix(8)), to: log)
        #expect(throws: AuditError.truncated(reason: "the log has 8 lines but the checkpoint records 10: lines were cut from its end")) {
            try log.verify(key: nil)
        }

        try Self.write(good, to: log)
        #expect(try log.verify(key: nil).lines == 10)
    }

    @Test func forgedUnkeyedLinesAndCheckpointsAreRefused() throws {
        let key = DataKey.generate()
        let log = try Self.makeLog(4, key: key)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        let plainWriter = AuditLog(folder: log.folder, encrypted: false)
        try plainWriter.append(AuditEntry(event: .export), key: nil)
        #expect(throws: AuditError.badLine(line: 5, reason: "an unkeyed 'export' line in an encrypted folder's log (forged)")) {
            try log.verify(key: key.auditKey)
        }
    }

    @Test func refusesFreeText() throws {
        let log = try Self.makeLog(0, key: nil)
        defer { try? FileManager.default.removeItem(at: log.folder) }
        #expect(throws: AuditError.self) { try log.append(AuditEntry(event: .recommend, counts: ["I slept badly": 1]), key: nil) }
        #expect(throws: AuditError.self) { try log.append(AuditEntry(event: .export, digests: ["out": "not a digest"]), key: nil) }
        #expect(!FileManager.default.fileExists(atPath: log.logURL.path))
    }
}
