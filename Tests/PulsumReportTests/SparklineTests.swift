import Testing
@testable import PulsumReport

@Suite("Sparklines")
struct SparklineTests {
    @Test("lowest is ▁, highest is █, missing is ·, flat sits in the middle")
    func render() {
        #expect(Sparkline.render([1, 2, nil, 8]) == "▁▂·█")
        #expect(Sparkline.render([5, 5, 5]) == "▄▄▄")
        #expect(Sparkline.render([nil, nil]) == "··")
        #expect(Sparkline.render([]) == "")
    }
}
