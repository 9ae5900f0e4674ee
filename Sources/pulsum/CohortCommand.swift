import ArgumentParser

/// `pulsum cohort`: a study's people, one data folder each.
struct CohortCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cohort",
        abstract: "Import a study's exports into one data folder per person, and score them in shards.",
        discussion: """
            A cohort folder holds manifest.csv (which opaque person id each participant id or \
            export name belongs to) and people/<person-id>/, one ordinary data folder per \
            person with its own lock. Person ids carry no names. See docs/cohorts.md.
            """,
        subcommands: [CohortImportCommand.self, CohortNightlyCommand.self])
}
