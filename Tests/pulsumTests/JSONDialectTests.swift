import Foundation
import Testing

@testable import pulsum

/// The one JSON dialect (#17 part 4, docs/json.md), on values rather than through a command.
@Suite("pulsum JSON dialect")
struct JSONDialectTests {
    struct Sample: Encodable {
        var score: Score
        var similarity = 0.29999999999999998
        var embedding: [Float] = [0.065432198, -0.1]
        var reason: String?
        var at = Date(timeIntervalSince1970: 1_800_000_000.25)
        var steps = 8412

        struct Score: Encodable {
            var value: Double? = 55.9444
            var z: Double? = 0.69812
            var coverage = 0.857142
            var contributions = ["sleep": 1.87349]
        }
    }

    func decoded(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: try JSONDialect.encode(value, pretty: false)) as? [String: Any])
    }

    @Test func numbersAreRoundedToTheirMeaningAndEmbeddingsKeptWhole() throws {
        let json = try decoded(Sample(score: .init()))
        let score = try #require(json["score"] as? [String: Any])
        #expect(score["value"] as? Double == 55.9)
        #expect(score["z"] as? Double == 0.7)
        #expect(score["coverage"] as? Double == 0.86)
        #expect((score["contributions"] as? [String: Double])?["sleep"] == 1.9)
        #expect(json["similarity"] as? Double == 0.3)
        #expect((json["embedding"] as? [Double])?.first.map(Float.init) == Float(0.065432198))
        #expect(json["steps"] as? Int == 8412)
    }

    @Test func missingIsAbsentAndTimesAreISO8601WithAnOffset() throws {
        var sample = Sample(score: .init())
        sample.score.value = nil
        let json = try decoded(sample)
        #expect(json["reason"] == nil)
        #expect((json["score"] as? [String: Any])?["value"] == nil)
        let at = try #require(json["at"] as? String)
        #expect(at.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)/) != nil, "\(at)")
        #expect(ISO8601DateFormatter().date(from: at) == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func compactIsOneLineAndPrettyIsIndented() throws {
        let compact = String(decoding: try JSONDialect.encode(Sample(score: .init()), pretty: false), as: UTF8.self)
        let pretty = String(decoding: try JSONDialect.encode(Sample(score: .init()), pretty: true), as: UTF8.self)
        #expect(!compact.contains("\n"))
        #expect(pretty.contains("\n  \"at\""))
    }
}
