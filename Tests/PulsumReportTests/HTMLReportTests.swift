import Foundation
import PulsumCore
import Testing
@testable import PulsumReport

@Suite("HTML report: self-contained, escaped, deterministic")
struct HTMLReportTests {
    @Test("same input → byte-identical output")
    func deterministic() {
        let input = ReportFixture.input(sources: [SourceCoverage(source: "Watch", metric: "steps", count: 10,
                                                                  firstDay: ReportFixture.start, lastDay: ReportFixture.start)])
        #expect(HTMLReport.render(input) == HTMLReport.render(input))
    }

    @Test("no script, no network: no external URL, font, image or stylesheet")
    func selfContained() {
        let html = HTMLReport.render(ReportFixture.input())
        #expect(!html.contains("<script"))
        #expect(!html.contains("@import") && !html.contains("url(") && !html.contains("@font-face"))
        #expect(!html.contains("src="))
        let urls = html.components(separatedBy: "http").count - 1
        let namespaces = html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
        #expect(urls == namespaces, "the only URL is the SVG namespace name, which is never fetched")
    }

    @Test("text from the data is escaped")
    func escaping() {
        let hostile = SourceCoverage(source: "<script>alert(\"x\")</script> & Co", metric: "steps", count: 1,
                                     firstDay: ReportFixture.start, lastDay: ReportFixture.start)
        let html = HTMLReport.render(ReportFixture.input(sources: [hostile]))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert"))
    }

    @Test("every chart has a text alternative; the sections are all there")
    func accessible() {
        let html = HTMLReport.render(ReportFixture.input())
        let charts = html.components(separatedBy: "<svg xmlns").count - 1
        #expect(charts >= 10)
        #expect(html.components(separatedBy: "role=\"img\"").count - 1 == charts)
        #expect(html.components(separatedBy: "<desc id=").count - 1 == charts)
        for heading in ["Today", "Trend", "Flagged days", "Every metric", "Sleep", "Data coverage", "Data quality",
                        "Methodology"] {
            #expect(html.contains("<h2>\(heading)</h2>"), "\(heading)")
        }
        #expect(html.contains("prefers-color-scheme:dark"))
        #expect(html.contains("not a medical device"))
    }

    @Test("a gap in the score line is a break in the path, with the reason in a title, never a zero")
    func gaps() throws {
        let html = HTMLReport.render(ReportFixture.input())
        let start = try #require(html.range(of: "class=\"score-line\""))
        let pathStart = try #require(html[..<start.lowerBound].range(of: "<path d=\"", options: .backwards))
        let data = html[pathStart.upperBound..<start.lowerBound]
        #expect(data.filter { $0 == "M" }.count == 2, "two runs around the three missing days")
        #expect(html.contains("Jan 31, 2024 – Feb 2, 2024: no score, not enough data"))
    }

    @Test("beyond 400 days, lines carry the values: no mark or title per day, out-of-range days as one path")
    func longPeriods() {
        let long = HTMLReport.render(ReportFixture.input(count: 500, periodDays: 450))
        #expect(!long.contains("class=\"dot"))
        #expect(long.contains("class=\"out-dots\""))
        #expect(long.contains("class=\"score-dots\""))
        let short = HTMLReport.render(ReportFixture.input())
        #expect(short.contains("class=\"dot\"") && !short.contains("class=\"out-dots\""))
    }
}
