import Foundation
import PulsumCore
import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("CSV records by RFC 4180")
struct CSVRecordsTests {
    /// The records of `text` with the number of the line each starts on.
    static func records(_ text: String) -> [(line: Int, fields: [String]?)] {
        var copy = text
        return copy.withUTF8 { bytes in
            var records = CSVRecords(bytes)
            var result: [(Int, [String]?)] = []
            while let record = records.next() { result.append((records.lineNumber, CSVFields.split(record))) }
            return result
        }
    }

    @Test("a quoted field keeps its line breaks, separators and doubled quotes")
    func quotedFields() {
        let found = Self.records("a,b\n\"one\ntwo\",\"say \"\"hi\"\", then go\"\r\nx,\"\"\n")
        #expect(found.map(\.line) == [1, 2, 4])
        #expect(found[1].fields == ["one\ntwo", "say \"hi\", then go"])
        #expect(found[2].fields == ["x", ""])
    }

    @Test("a stray quote costs its own line only: the lines after it are records again")
    func strayQuote() {
        let found = Self.records("a,b\nx,te\"xt\n1,2\n3,4\n")
        #expect(found.map(\.line) == [1, 2, 3, 4])
        #expect(found[1].fields == nil)
        #expect(found[2].fields == ["1", "2"] && found[3].fields == ["3", "4"])
    }

    @Test("a quote still open after the line limit is one unbalanced line, not the rest of the file")
    func lineLimit() {
        let tail = String(repeating: "1,2\n", count: CSVRecords.maximumLinesPerRecord + 5)
        let found = Self.records("a,b\n\"open,2\n" + tail + "x,\"closes\n")
        #expect(found[1].fields == nil)
        #expect(found[2].line == 3 && found[2].fields == ["1", "2"])
    }

    @Test("quote-free lines split the same by the fast path as by the quote-aware one")
    func fastPathAgrees() {
        for line in ["", ",", "a", "a,b,,c,", " spaced , out ", "é,ü,😀"] {
            #expect(CSVFields.split(line) == line.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        }
    }

    @Test("canonical CSV: a source with a line break and quotes is read; the row with a stray quote is rejected alone")
    func canonicalQuoted() throws {
        let path = TestPaths.fixture("canonical/quoted.csv").path
        var sink = CollectingSink()
        try CanonicalCSVReader().read(path: path, options: ReadOptions(displayPath: "quoted.csv"), into: &sink)
        #expect(sink.samples.map(\.source.name) == ["Phone\nsecond line, with a comma", "The \"Big\" Watch", "Phone"])
        #expect(sink.rejected.map(\.line) == [5])
        #expect(sink.rejected.first?.reason == "unbalanced quote")
    }
}
