import PulsumAnalytics
import PulsumCore
import Testing
@testable import PulsumReport

@Suite("Terminal views: status and days")
struct TerminalViewTests {
    let start = ReportFixture.start

    @Test("status: value, usual range and a 14-day sparkline per part; today in progress; no colour when asked")
    func status() throws {
        let days = ReportFixture.days()
        let last = start.adding(days: 69)
        let analyses = DayAnalyzer().analyze(history: days, days: last.adding(days: -1)...last, today: last)
        let view = StatusView(latest: analyses[0], inProgress: analyses[1], recentDays: days, newestDataDay: last, today: last)
        let text = view.text(style: TerminalStyle(colour: false))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("\(last.adding(days: -1))  score "))
        let rhr = try #require(lines.first { $0.hasPrefix("  resting HR") })
        #expect(rhr.contains(" bpm") && rhr.contains("usual ") && rhr.contains(" pts"))
        #expect(rhr.contains { "▁▂▃▄▅▆▇█".contains($0) })
        #expect(text.contains("\(last)  in progress"))
        #expect(!text.contains("\u{1B}["))
        #expect(!text.contains("warning"))
        #expect(lines.allSatisfy { $0.count <= 100 }, "no 300-character lines")
        #expect(view.text(style: TerminalStyle(colour: true)).contains("\u{1B}[1m"))
    }

    @Test("old data: status warns after three days")
    func stale() throws {
        let newest = start.adding(days: 10)
        #expect(StatusView.staleWarning(newestDataDay: newest, today: newest.adding(days: 3)) == nil)
        let warning = try #require(StatusView.staleWarning(newestDataDay: newest, today: newest.adding(days: 4)))
        #expect(warning.contains("4 days ago"))
    }

    @Test("NO_COLOR and pipes get no colour")
    func colourChoice() {
        #expect(TerminalStyle.wantsColour(isTerminal: true, environment: [:]))
        #expect(!TerminalStyle.wantsColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalStyle.wantsColour(isTerminal: false, environment: [:]))
    }

    @Test("days: fits the width, shows the score and sleep as 7h23; --wide shows everything; CSV")
    func days() throws {
        let days = Array(ReportFixture.days().suffix(5))
        let analyses = Dictionary(uniqueKeysWithValues: DayAnalyzer().analyze(history: ReportFixture.days(),
                                                                              days: days[0].date...days[4].date)
            .map { ($0.date, $0) })
        let view = DaysView(days: days, analyses: analyses)
        let narrow = view.table(width: 60, style: TerminalStyle(colour: false))
        let rows = narrow.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { $0.count <= 60 }, "the legend fits too")
        #expect(rows[0].hasPrefix("date") && rows[0].contains("score"))
        #expect(rows[1].contains("h"), "sleep as hours and minutes")
        #expect(rows.last?.contains("--wide") == true)
        let wide = view.table(width: nil, style: TerminalStyle(colour: false))
        #expect(wide.contains("core") && !wide.contains("--wide"))
        let csv = view.csv.split(separator: "\n").map(String.init)
        #expect(csv[0].hasPrefix("date,score,in_progress,steps,"))
        #expect(csv.count == 6)
        #expect(csv[1].split(separator: ",", omittingEmptySubsequences: false).count == 3 + DailyMetricKey.allCases.count)
    }
}
