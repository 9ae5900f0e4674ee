import ArgumentParser
import PulsumAgents
import PulsumCore

/// `--from DAY --to DAY`, shared by the commands that show a stretch of days.
struct DayRangeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("First day to show (YYYY-MM-DD).", valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Last day to show (YYYY-MM-DD).", valueName: "day"))
    var to: String?

    /// The first day, when given.
    var first: LocalDate? { from.flatMap(LocalDate.init(iso:)) }
    /// The last day, when given.
    var last: LocalDate? { to.flatMap(LocalDate.init(iso:)) }

    func validate() throws {
        try Self.check(day: from, option: "--from")
        try Self.check(day: to, option: "--to")
        if let first, let last, first > last { throw ValidationError("--from is after --to") }
    }

    /// A usage error unless `text` is absent or a day like 2024-03-01.
    static func check(day text: String?, option: String) throws {
        if let text, LocalDate(iso: text) == nil { throw ValidationError("\(option) '\(text)' is not a day like 2024-03-01") }
    }
}
