import Foundation
import PulsumCore
import PulsumAgents
import Testing

@testable import pulsum

@Suite("pulsum days --json contract")
struct DaysJSONTests {
    @Test("each day is {date, metrics} with the documented keys; unknown metrics are absent")
    func shape() throws {
        let day = DailyMetrics(date: LocalDate(year: 2024, month: 1, day: 11)!,
                               values: [.steps: 8412, .sleepAsleep: 430, .nap: 0])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode([DayJSON(day, analysis: nil)]), as: UTF8.self)
        #expect(text == #"[{"date":"2024-01-11","metrics":{"nap_min":0,"sleep_asleep_min":430,"steps":8412}}]"#)
    }

    @Test("the table shows '-' for a missing score, groups steps and rounds heart rate to whole bpm")
    func table() {
        let day = DailyMetrics(date: LocalDate(year: 2024, month: 1, day: 11)!, values: [.steps: 8411.6, .heartRateMean: 71.25])
        let lines = DaysView(days: [day], analyses: [:]).table(width: nil, style: TerminalStyle(colour: false))
            .split(separator: "\n")
        #expect(lines.count == 4, "header, the day, two legend lines")
        #expect(lines[0] == "date        score  steps  hr")
        #expect(lines[1] == "2024-01-11      -  8,412  71")
    }
}
