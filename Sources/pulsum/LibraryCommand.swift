import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum library`: the micro-moments Pulsum can recommend.
struct Library: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the micro-moment library or add your own items to it.",
        discussion: """
            The built-in library is Data/micro-moments.jsonl in the Pulsum checkout (found next \
            to the executable; set PULSUM_DATA_FILES to the folder holding it when pulsum is \
            installed elsewhere). Your own items live in <data folder>/library/*.jsonl.
            """,
        subcommands: [LibraryList.self, LibraryImport.self])
}

/// `pulsum library list`.
struct LibraryList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List micro-moments (built-in and imported), optionally of one category.",
        discussion: """
            Categories: \(MicroMomentCategory.allCases.map(\.rawValue).joined(separator: ", ")).

            \(ExitStatus.help([
                (.success, "on success"),
                (.failure, "when a library file is missing or invalid (each problem is named file:line:field on stderr)"),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Only this category.", valueName: "category"))
    var category: String?

    func validate() throws {
        if let category, MicroMomentCategory(rawValue: category) == nil {
            throw ValidationError("unknown category '\(category)'; use one of: "
                + MicroMomentCategory.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    func run() async throws {
        let library = try global.orchestrator().library()
        let items = library.items(in: category.flatMap(MicroMomentCategory.init(rawValue:)))
        if global.json {
            try Output.printJSON(["items": items], compact: global.compact)
            return
        }
        func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        try Output.lines(items.map { item in
            [column(item.id, 28), column(item.category.rawValue, 11), String(format: "%3d min", item.minutes),
             column(item.intensity.rawValue, 8), item.title].joined(separator: "  ")
        } + ["\(items.count) item(s)"])
    }
}

/// `pulsum library import FILE`.
struct LibraryImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Validate a JSON Lines file of your own micro-moments and add it to your library.",
        discussion: """
            One JSON object per line with the keys id, title, action (1–3 sentences), category, \
            minutes (1–240), intensity (low, moderate, high), situations (a list from: \
            \(Situation.allCases.map(\.rawValue).joined(separator: ", "))) and source \
            ({"name": ..., "url": "https://..."}). Ids must not repeat the built-in library's or \
            another imported file's. Every problem is reported as file:line:field and nothing is \
            stored until the whole file is valid. The file is copied atomically to \
            <data folder>/library/<name>.jsonl; importing a file of the same name again replaces it.

            \(ExitStatus.help([
                (.success, "when imported"),
                (.failure, "when the file is invalid or unreadable"),
                (.busy, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The .jsonl file to import.", valueName: "file"))
    var file: String

    func run() async throws {
        let agent = global.orchestrator().dataAgent()
        let result = try await agent.importLibraryFile(URL(fileURLWithPath: file))
        if global.json {
            try Output.printJSON(ImportReport(imported: result.items.count, ids: result.items.map(\.id),
                                              storedAt: result.destination.path), compact: global.compact)
        } else {
            try Output.line("imported \(result.items.count) item(s) into \(result.destination.path)")
        }
    }

    struct ImportReport: Encodable {
        var imported: Int
        var ids: [String]
        var storedAt: String

        enum CodingKeys: String, CodingKey {
            case imported, ids
            case storedAt = "stored_at"
        }
    }
}
