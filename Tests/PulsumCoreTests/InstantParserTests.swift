import PulsumCore
import Testing

@Suite("InstantParser")
struct InstantParserTests {
    @Test(arguments: [
        ("2020-01-01 08:00:00 -0800", Int64(1_577_894_400), Int32(-28_800)),
        ("2020-01-01T16:00:00Z", 1_577_894_400, 0),
        ("2020-01-01T17:00:00+01:00", 1_577_894_400, 3600),
        ("2020-01-01T21:30:00.250+0530", 1_577_894_400, 19_800),
        ("2020-01-01T16:00+00:00", 1_577_894_400, 0),
        ("2020-01-01T18:00:00+02", 1_577_894_400, 7200),
    ])
    func parsesTheShapesExportsUse(text: String, epoch: Int64, offset: Int32) throws {
        let instant = try #require(InstantParser.parse(text))
        #expect(instant.epochSeconds == epoch)
        #expect(instant.utcOffset == offset)
    }

    @Test(arguments: ["", "2020-01-01", "2020-01-01T16:00:00", "2020-13-01T00:00:00Z", "2023-02-29T00:00:00Z",
                      "2020-01-01T24:00:00Z", "2020-01-01T16:00:00+25:00", "2020-01-01T16:00:00Zjunk", "yesterday"])
    func rejectsMalformedOrZonelessText(text: String) {
        #expect(InstantParser.parse(text) == nil)
    }

    @Test func naiveTimesAreWallClock() {
        #expect(InstantParser.parseNaive("2020-01-01 16:00:00") == 1_577_894_400)
        #expect(InstantParser.parseNaive("2020-01-01T16:00") == 1_577_894_400)
        #expect(InstantParser.parseNaive("2020-01-01T16:00:00Z") == nil)
    }
}
