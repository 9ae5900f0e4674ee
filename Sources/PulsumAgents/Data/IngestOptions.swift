import PulsumCore

/// Options for an import run.
public struct IngestOptions: Sendable {
    /// Stop at the first malformed record.
    public var strict: Bool
    /// Offset for records with no time zone of their own (from `--timezone`, else the system's).
    public var fallbackUTCOffset: @Sendable (Int64) -> Int32
    /// Which source counts when several recorded the same steps (`--source-priority`).
    public var sourcePriority: SourcePriority
    /// The one participant to import from study exports that hold several (`--participant`);
    /// without it such exports are refused, since one data folder is one person.
    public var participant: String?

    public init(strict: Bool = false, fallbackUTCOffset: @escaping @Sendable (Int64) -> Int32 = SystemTimeZone.offset,
                sourcePriority: SourcePriority = .standard, participant: String? = nil) {
        self.participant = participant
        self.strict = strict
        self.fallbackUTCOffset = fallbackUTCOffset
        self.sourcePriority = sourcePriority
    }
}
