/// One event to record: never a health value, never text a person typed. Counts are named
/// integers (rows imported, days scored, items shown), digests are SHA-256 hex of files.
public struct AuditEntry: Sendable, Equatable {
    public var event: AuditEvent
    public var outcome: AuditOutcome
    public var counts: [String: Int]
    public var digests: [String: String]

    public init(event: AuditEvent, outcome: AuditOutcome = .ok, counts: [String: Int] = [:], digests: [String: String] = [:]) {
        self.event = event
        self.outcome = outcome
        self.counts = counts
        self.digests = digests
    }

    /// True for events an encrypted folder may record without the data key (while locked).
    var mayBeUnkeyed: Bool { (event == .unlock && outcome == .failed) || event == .lock }

    /// Throws unless count names are identifiers and digests are 64 lowercase hex digits, so no
    /// free text can enter the log.
    func validate() throws {
        let isName: (String) -> Bool = { name in
            !name.isEmpty && name.count <= 64 && name.utf8.allSatisfy { $0 == 0x2D || $0 == 0x2E || $0 == 0x5F || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
        }
        for name in counts.keys where !isName(name) { throw AuditError.invalidEntry("count name '\(name)' is not a lowercase identifier") }
        for (name, digest) in digests {
            guard isName(name) else { throw AuditError.invalidEntry("digest name '\(name)' is not a lowercase file name") }
            guard AuditRecord.isHexDigest(digest) else { throw AuditError.invalidEntry("digest of '\(name)' is not SHA-256 hex") }
        }
    }
}
