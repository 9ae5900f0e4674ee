/// A sleep stage as recorded by a device, in Pulsum's canonical vocabulary.
///
/// Asleep time is ``core`` + ``deep`` + ``rem`` + ``asleepUnspecified``; ``inBed`` and
/// ``awake`` are not sleep.
public enum SleepStage: String, CaseIterable, Codable, Sendable {
    case inBed = "in_bed"
    case awake
    /// Light sleep (Apple's "core").
    case core
    case deep
    case rem
    /// Asleep, stage unknown (older devices, classic-style logs).
    case asleepUnspecified = "asleep_unspecified"

    /// Whether this stage counts as time asleep.
    public var isAsleep: Bool {
        switch self {
        case .core, .deep, .rem, .asleepUnspecified: true
        case .inBed, .awake: false
        }
    }
}
