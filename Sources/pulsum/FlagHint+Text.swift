import PulsumAgents

extension FlagHint {
    /// The hint worded with this command line's options, appended to a message.
    var text: String {
        switch self {
        case .strictStopped: "; run without --strict to skip bad rows"
        case .nameAlternatives: ", or name the alternatives with --over ID"
        case .chooseDataFolder: " or --data-dir"
        case .oneParticipantOrCohort:
            ". Import one of them with --participant ID, or all of them with `pulsum cohort import PATH... --cohort DIR`"
        case .dropParticipant: "; run without --participant"
        case .giveKey: " or with --identity FILE (a passphrase: --passphrase-fd N)"
        }
    }
}
