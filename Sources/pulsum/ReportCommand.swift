import ArgumentParser
import Foundation
import PulsumAgents
import PulsumCore

/// `pulsum report`: one self-contained HTML file with charts.
struct Report: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a self-contained HTML report with charts: score, every metric against your range, sleep.",
        discussion: """
            One HTML file with inline CSS and SVG: no script, no web font, no request of any \
            kind, so it opens offline, prints on A4 and fits a phone. Sections: today's score and \
            each part against your usual range, the score over the period with its 7-day mean, \
            flagged days, every metric over its baseline band, sleep stages and timing, data \
            coverage per source, data-quality notes and the methodology. The same data always \
            gives the same file. See docs/report.md.

            Without --from the report covers the 90 days ending on --to (by default the last day \
            with data). Run \
            `pulsum nightly` first: the report shows what the nightly run computed.

            \(ExitStatus.help([
                (.success, nil),
                (.failure, "when there is no data yet, or the database or the file cannot be read or written"),
                (.locked, nil),
            ]))
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var range: DayRangeOptions

    @Option(help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var out = "pulsum-report.html"

    @Flag(help: "Open the report in the default browser (xdg-open, or open on macOS).")
    var open = false

    func run() async throws {
        let file = URL(fileURLWithPath: out)
        let size = try await global.orchestrator().dataAgent()
            .writeReport(from: range.first, through: range.last,
                         today: Today.date, to: file)
        guard let size else {
            Output.warn("pulsum: no data yet: import your exports with `pulsum nightly PATH...` first")
            throw ExitCode(.failure)
        }
        if global.json {
            try Output.printJSON(ReportJSON(path: file.path, bytes: size), compact: global.compact)
        } else {
            try Output.line("wrote \(file.path) (\(size / 1024) KB)")
        }
        if open { Opener.open(file) }
    }
}

/// Opens a file with the desktop's default application.
enum Opener {
    static func open(_ file: URL) {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, file.path]
        do {
            try process.run()
        } catch {
            Output.warn("pulsum: could not open a browser (\(error.localizedDescription)); open \(file.path) yourself")
        }
    }
}

/// `pulsum report --json`: where the report was written and its size.
struct ReportJSON: Encodable {
    var path: String
    var bytes: Int
}
