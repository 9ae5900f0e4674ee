import Crypto
import Foundation

/// What `AuditLog.verify` found in a log that passed.
public struct AuditVerification: Sendable, Equatable {
    /// Lines checked.
    public var lines: Int
    /// HMAC-keyed lines that could not be checked because no key was given.
    public var uncheckedKeyedLines: Int
    /// Lines after the checkpoint (failed unlocks and locks written while locked).
    public var linesAfterCheckpoint: Int
}

extension AuditLog {
    /// Checks every line's hash and link to the previous line, then the checkpoint; throws
    /// naming the first bad line, or the truncation. Pass the data key's audit key for an
    /// encrypted folder; without it, keyed lines are counted as unchecked.
    public func verify(key: SymmetricKey?) throws -> AuditVerification {
        let lines = try lines()
        var prev = AuditRecord.genesis
        var hashes: [String] = []
        var unchecked = 0
        var seenKeyed = false
        var records: [AuditRecord] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let (body, hash) = AuditRecord.split(line: line) else {
                throw AuditError.badLine(line: number, reason: "it does not end with a hash field (the line was changed)")
            }
            guard let record = try? JSONDecoder().decode(AuditRecord.self, from: body) else {
                throw AuditError.badLine(line: number, reason: "not a valid audit record (the line was changed)")
            }
            guard record.seq == number else {
                throw AuditError.badLine(line: number, reason: "it is numbered \(record.seq) (lines were removed, reordered or inserted)")
            }
            guard record.prev == prev else {
                throw AuditError.badLine(line: number, reason: "it does not continue the chain from line \(number - 1) (lines were removed, reordered or inserted)")
            }
            switch record.chain {
            case .hmac:
                seenKeyed = true
                if let key {
                    guard try AuditRecord.hash(of: body, chain: .hmac, key: key) == hash else {
                        throw AuditError.badLine(line: number, reason: "its HMAC does not match (the line was changed)")
                    }
                } else {
                    unchecked += 1
                }
            case .sha256:
                guard try AuditRecord.hash(of: body, chain: .sha256, key: nil) == hash else {
                    throw AuditError.badLine(line: number, reason: "its hash does not match (the line was changed)")
                }
                let entry = AuditEntry(event: record.event, outcome: record.outcome)
                if encrypted && seenKeyed && !entry.mayBeUnkeyed {
                    throw AuditError.badLine(line: number, reason: "an unkeyed '\(record.event.rawValue)' line in an encrypted folder's log (forged)")
                }
            }
            prev = hash
            hashes.append(hash)
            records.append(record)
        }
        let after = try checkCheckpoint(hashes: hashes, records: records, key: key)
        return AuditVerification(lines: lines.count, uncheckedKeyedLines: unchecked, linesAfterCheckpoint: after)
    }

    /// Checks the checkpoint against the lines; returns how many lines follow it.
    private func checkCheckpoint(hashes: [String], records: [AuditRecord], key: SymmetricKey?) throws -> Int {
        guard FileManager.default.fileExists(atPath: checkpointURL.path) else {
            if hashes.isEmpty { return 0 }
            throw AuditError.badCheckpoint(reason: "\(checkpointURL.lastPathComponent) is missing")
        }
        guard let checkpoint = try? JSONDecoder().decode(AuditCheckpoint.self, from: read(checkpointURL)) else {
            throw AuditError.badCheckpoint(reason: "\(checkpointURL.lastPathComponent) is not a valid checkpoint (it was changed)")
        }
        if checkpoint.isAuthentic(key: key) == false {
            throw AuditError.badCheckpoint(reason: "its MAC does not match (it was changed)")
        }
        if encrypted && key != nil && checkpoint.chain != .hmac {
            if records.contains(where: { $0.chain == .hmac }) {
                throw AuditError.badCheckpoint(reason: "it is unkeyed although the log has keyed lines (forged)")
            }
        }
        guard checkpoint.count <= hashes.count else {
            throw AuditError.truncated(reason: "the log has \(hashes.count) lines but the checkpoint records \(checkpoint.count): lines were cut from its end")
        }
        guard checkpoint.count == 0 || hashes[checkpoint.count - 1] == checkpoint.last else {
            throw AuditError.truncated(reason: "line \(checkpoint.count) is not the line the checkpoint records (the log was cut and rewritten)")
        }
        let after = records.dropFirst(checkpoint.count)
        if let stray = after.first(where: { !(encrypted && $0.chain == .sha256 && AuditEntry(event: $0.event, outcome: $0.outcome).mayBeUnkeyed) }) {
            throw AuditError.badLine(line: stray.seq, reason: "it follows the checkpoint (line \(checkpoint.count)) without being recorded in it")
        }
        return after.count
    }
}
