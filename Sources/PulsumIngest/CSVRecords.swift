/// Iterates the records of a CSV buffer by RFC 4180: a record is one line, or several when a
/// quoted field holds line breaks. Records come out as slices of the buffer, uncopied.
///
/// The fast path is the line: a line without a quote is a record as it is. Only a line that
/// leaves a quote open is joined with the lines after it, up to ``maximumLinesPerRecord``; if
/// the quote is still open by then (or at the end of the file), the first line alone is the
/// record, its split reports the unbalanced quote, and reading resumes on the next line, so a
/// stray quote costs one row, not the rest of the file.
public struct CSVRecords: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var lines: LineScanner
    /// 1-based number of the first line of the record last returned.
    public private(set) var lineNumber = 0
    /// Offset just past the record last returned (for progress).
    public var offset: Int { lines.offset }

    /// How many lines one record may span.
    public static let maximumLinesPerRecord = 1000

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lines = LineScanner(bytes)
    }

    /// The next record without its final line terminator, or `nil` at the end.
    public mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard let first = lines.next() else { return nil }
        lineNumber = lines.lineNumber
        guard CSVFields.hasQuote(first), CSVFields.leavesQuoteOpen(first) else { return first }
        var ahead = lines
        var open = true
        var last = first
        while open, ahead.lineNumber - lineNumber < Self.maximumLinesPerRecord, let line = ahead.next() {
            last = line
            if CSVFields.leavesQuoteOpen(line) { open = false }
        }
        guard !open, let base = bytes.baseAddress, let start = first.baseAddress, let end = last.baseAddress else {
            return first
        }
        lines = ahead
        return UnsafeBufferPointer(rebasing: bytes[(start - base)..<(end - base + last.count)])
    }
}
