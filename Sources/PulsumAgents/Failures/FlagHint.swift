/// A command-line option that fixes or explains a failure. The library names the hint; only the
/// command line knows how its options are spelled, and words it.
public enum FlagHint: Sendable, Equatable {
    /// The import stopped at a malformed record because strict mode was asked for.
    case strictStopped
    /// No recent list to learn from: the alternatives can be named explicitly.
    case nameAlternatives
    /// The data folder cannot be used: another folder can be chosen.
    case chooseDataFolder
    /// A study export holds several people: import one of them, or all into a cohort.
    case oneParticipantOrCohort
    /// A participant was asked for but no study export names participants.
    case dropParticipant
    /// An encrypted folder is locked: the key can be given on the command line.
    case giveKey
}
