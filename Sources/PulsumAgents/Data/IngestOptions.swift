import PulsumCore

/// Options for an import run.
public struct IngestOptions: Sendable {
    /// Stop at the first malformed record.
    public var strict: Bool
    /// Offset for records with no time zone of their own (from `--timezone`, else the system's).
    public var fallbackUTCOffset: @Sendable (Int64) -> Int32
    /// Which source counts when several recorded the same steps (`--source-priority`).
    public var sourcePriority: SourcePriority

    public init(strict: Bool = false, fallbackUTCOffset: @escaping @Sendable (Int64) -> Int32 = SystemTimeZone.offset,
                sourcePriority: SourcePriority = .standard) {
        self.strict = strict
        self.fallbackUTCOffset = fallbackUTCOffset
        self.sourcePriority = sourcePriority
    }
}
