import PulsumCore
import Testing

@Suite("LocalDate")
struct LocalDateTests {
    @Test func roundTripsAcrossFourCenturies() throws {
        for dayNumber in stride(from: -200_000, through: 200_000, by: 97) {
            let date = LocalDate(dayNumber: dayNumber)
            let (y, m, d) = date.components
            #expect(LocalDate(year: y, month: m, day: d) == date)
        }
    }

    @Test func knownDates() {
        #expect(LocalDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(LocalDate(year: 2000, month: 3, day: 1)?.dayNumber == 11_017)
        #expect(LocalDate(year: 2024, month: 2, day: 29)?.description == "2024-02-29")
        #expect(LocalDate(year: 2023, month: 2, day: 29) == nil)
        #expect(LocalDate(iso: "2024-13-01") == nil)
        #expect(LocalDate(iso: "2024-03-05")?.adding(days: -5).description == "2024-02-29")
    }

    @Test func dayOfAnInstantDependsOnTheOffset() {
        // 2024-03-01T23:30:00Z is still 1 March in New York but already 2 March in Paris.
        let instant: Int64 = 1_709_335_800
        #expect(LocalDate(instant: instant, utcOffset: -5 * 3600).description == "2024-03-01")
        #expect(LocalDate(instant: instant, utcOffset: 3600).description == "2024-03-02")
        #expect(LocalDate(instant: -1, utcOffset: 0).description == "1969-12-31")
    }

    @Test func midnightIsTheFirstInstantOfTheDay() throws {
        let day = try #require(LocalDate(year: 2024, month: 3, day: 31))
        let midnight = day.midnight(utcOffset: 7200)
        #expect(LocalDate(instant: midnight, utcOffset: 7200) == day)
        #expect(LocalDate(instant: midnight - 1, utcOffset: 7200) == day.adding(days: -1))
    }
}
