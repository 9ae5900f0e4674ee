import PulsumCore
import Testing
@testable import PulsumReport

@Suite("Scales, ticks and day axes")
struct ScaleTests {
    @Test("a linear scale maps the domain onto the range, also backwards (SVG's y grows downwards)")
    func linear() {
        let y = LinearScale(domain: 0...100, rangeStart: 200, rangeEnd: 10)
        #expect(y(0) == 200)
        #expect(y(100) == 10)
        #expect(y(50) == 105)
        #expect(y(150) == -85, "values outside the domain extrapolate")
        #expect(LinearScale(domain: 5...5, rangeStart: 0, rangeEnd: 10)(5) == 5, "a flat domain draws in the middle")
    }

    @Test("nice ticks: steps of 1, 2 or 5 × 10ⁿ that cover the data")
    func niceTicks() {
        #expect(LinearScale.niceTicks(52...61, count: 4) == [50, 55, 60, 65])
        #expect(LinearScale.niceTicks(0...100, count: 4) == [0, 50, 100])
        #expect(LinearScale.niceTicks(6_210...11_980, count: 4) == [6_000, 8_000, 10_000, 12_000])
        #expect(LinearScale.niceTicks(13.9...15.2, count: 4) == [13.5, 14.0, 14.5, 15.0, 15.5])
        for (low, high) in [(0.3, 0.9), (52.0, 61.0), (-3.0, 17.0), (410.0, 515.0), (58.0, 58.0)] {
            let ticks = LinearScale.niceTicks(low...high, count: 4)
            #expect(ticks.count >= 2)
            #expect(ticks[0] <= low && ticks[ticks.count - 1] >= high, "\(low)…\(high) → \(ticks)")
            let step = ticks[1] - ticks[0]
            var mantissa = step
            while mantissa >= 10 { mantissa /= 10 }
            while mantissa < 1 { mantissa *= 10 }
            #expect([1.0, 2, 5].contains { abs($0 - mantissa) < 1e-6 }, "step \(step)")
        }
    }

    @Test("a flat history still gets two distinct ticks")
    func flat() {
        let ticks = LinearScale.niceTicks(58...58, count: 4)
        #expect(ticks.count >= 2 && ticks.first! < 58 && ticks.last! > 58)
    }

    @Test("day axes: a column per day, ticks on Mondays, months or years by span")
    func dayAxis() throws {
        let march = try #require(LocalDate(iso: "2024-03-01"))
        let short = DayAxis(march...march.adding(days: 13), left: 0, right: 140)
        #expect(short.dayWidth == 10)
        #expect(short.x(march) == 5)
        #expect(short.ticks.map(\.label) == ["4 Mar", "11 Mar"])
        let quarter = DayAxis(march...march.adding(days: 89), left: 0, right: 900)
        #expect(quarter.ticks.map(\.label) == ["Mar", "Apr", "May"])
        let decade = DayAxis(try #require(LocalDate(iso: "2015-06-01"))...(try #require(LocalDate(iso: "2025-05-31"))),
                             left: 0, right: 800)
        #expect(decade.ticks.map(\.label) == ["2016", "2018", "2020", "2022", "2024"])
    }

    @Test("coordinates have at most one decimal and no locale")
    func coordinates() {
        #expect(SVG.number(12.34) == "12.3")
        #expect(SVG.number(40) == "40")
        #expect(SVG.number(-0.04) == "0")
        #expect(SVG.number(-2.25) == "-2.3" || SVG.number(-2.25) == "-2.2")
    }
}
