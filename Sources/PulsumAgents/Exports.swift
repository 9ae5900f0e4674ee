// The types the command line names, re-exported deliberately: PulsumAgents is the one module
// (with PulsumCore) that `pulsum` imports, so what it prints must be reachable through here.
// Each line says why; add one only when a command has to name the type.

/// The analysis of one day (score, baselines, features, data quality) that `nightly`,
/// `status` and `days` print.
@_exported import struct PulsumAnalytics.DayAnalysis
/// The scoring method's summary, quoted in `pulsum nightly --help`.
@_exported import enum PulsumAnalytics.ScoreMethodology
/// The micro-moment categories and situations, listed in `pulsum library`'s help and options.
@_exported import enum PulsumRanking.MicroMomentCategory
@_exported import enum PulsumRanking.Situation
/// OpenBLAS's kernel choice, fixed by the process before anything else runs (`KernelFix`).
@_exported import enum PulsumLinearAlgebra.BLASRuntime
/// Redaction of personal identifiers, applied by the command line to every line it writes to
/// stderr (those lines quote paths and lines of the person's files).
@_exported import enum PulsumSafety.PIIRedactor
/// The terminal views `status` and `days` print, and the colour choice they share.
@_exported import struct PulsumReport.StatusView
@_exported import struct PulsumReport.DaysView
@_exported import struct PulsumReport.TerminalStyle
/// The audit log's lines and the outcome of checking it, which `pulsum audit` prints.
@_exported import struct PulsumVault.AuditRecord
@_exported import struct PulsumVault.AuditVerification
@_exported import enum PulsumVault.AuditEvent
@_exported import enum PulsumVault.AuditOutcome
@_exported import enum PulsumVault.AuditChain
