import PulsumCore
import PulsumFiles

extension ExportFormat {
    /// Apple Health "Export All Health Data": `export.xml` (any locale's name, iOS 8 to 17+).
    public static let appleHealthXML = ExportFormat(rawValue: "apple-health-xml")
}

/// Streams Apple Health's `export.xml` with a byte scanner over the memory-mapped file.
///
/// Reads `HeartRate`, `RestingHeartRate`, `HeartRateVariabilitySDNN`, `RespiratoryRate`,
/// `StepCount` and `SleepAnalysis` records; every other record type (and `Workout`,
/// `ActivitySummary`, …) is counted as skipped. Survives what breaks other parsers: the DTD is
/// skipped unread, control characters in values are tolerated, iOS 8 exports (`Exportieren.xml`,
/// attribute names with spaces, `20150908113500+0200` dates, `count/s` heart rate with
/// `average`, numeric sleep values) are understood, and entities in names are decoded.
///
/// The local day of a record comes from its `HKTimeZone` metadata when present, else from the
/// offset written in the file — which is the phone's offset when the export was made, not when
/// the sample was recorded — else (a date without offset) from ``ReadOptions/fallbackUTCOffset``.
///
/// Memory stays flat: pages already read are released as the scan advances. A file that ends
/// before `</HealthData>` throws ``PulsumError/truncatedFile(path:detail:)``.
public struct AppleHealthXMLReader: ExportReader {
    public let format = ExportFormat.appleHealthXML

    /// How often (in bytes) progress is reported and read pages released.
    static let progressStride = 1 << 22

    public init() {}

    /// An XML file (it starts with `<`, after an optional BOM and spaces) whose head names the
    /// `HealthData` root element.
    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.startsWithMarkup(head)
            && (ByteSearch.contains(head, "<HealthData") || ByteSearch.contains(head, "<!DOCTYPE HealthData"))
    }

    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        try file.withBytes { bytes in
            var scanner = XMLByteScanner(bytes)
            var converter = AppleRecordConverter(options: options)
            // The open <Record> (its MetadataEntry children add the time zone) and a
            // self-closing one; reused, filled in place.
            var open = AppleRecordFields(), selfClosed = AppleRecordFields()
            var recordIsOpen = false
            var depth = 0
            var sawRoot = false, closedRoot = false
            var nextProgress = Self.progressStride

            func deliver(_ record: AppleRecordFields) throws {
                switch converter.convert(record, in: bytes) {
                case let .sample(sample): try sink.accept(sample)
                case let .segment(segment): try sink.accept(segment)
                case let .skip(kind): sink.skip(kind: kind)
                case let .reject(field, reason):
                    try sink.reject(InputError(file: options.displayPath, line: scanner.lineNumber(at: record.tagStart),
                                               field: field, reason: reason))
                }
            }

            do {
                while let event = try scanner.next() {
                    switch event {
                    case let .start(name, selfClosing):
                        if scanner.matches(name, "Record") {
                            if selfClosing {
                                selfClosed.read(tagStart: scanner.tagStart, scanner: scanner)
                                try deliver(selfClosed)
                            } else {
                                open.read(tagStart: scanner.tagStart, scanner: scanner)
                                recordIsOpen = true
                            }
                        } else if scanner.matches(name, "MetadataEntry") {
                            if recordIsOpen { open.noteMetadata(scanner: scanner) }
                        } else if scanner.matches(name, "HealthData") {
                            sawRoot = true
                        } else if depth == 1, !scanner.matches(name, "ExportDate"), !scanner.matches(name, "Me") {
                            sink.skip(kind: XMLText.decode(scanner.slice(name)))
                        }
                        if !selfClosing { depth += 1 }
                    case let .end(name):
                        depth -= 1
                        if scanner.matches(name, "Record"), recordIsOpen {
                            recordIsOpen = false
                            try deliver(open)
                        } else if scanner.matches(name, "HealthData") {
                            closedRoot = true
                        }
                    case let .malformed(reason):
                        try sink.reject(InputError(file: options.displayPath, line: scanner.lineNumber(at: scanner.tagStart),
                                                   reason: "not XML: \(reason)"))
                    }
                    if scanner.position >= nextProgress {
                        nextProgress = scanner.position + Self.progressStride
                        sink.progress(bytesRead: Int64(scanner.position), totalBytes: Int64(bytes.count))
                        file.release(upTo: recordIsOpen ? open.tagStart : scanner.tagStart)
                    }
                }
            } catch let truncation as XMLTruncation {
                throw PulsumError.truncatedFile(
                    path: options.displayPath,
                    detail: "it ends inside \(truncation.inside) that starts on line \(scanner.lineNumber(at: truncation.offset))")
            }
            guard closedRoot else {
                throw PulsumError.truncatedFile(
                    path: options.displayPath,
                    detail: sawRoot ? "the closing </HealthData> is missing" : "no <HealthData> element was found")
            }
            sink.progress(bytesRead: Int64(bytes.count), totalBytes: Int64(bytes.count))
        }
    }
}

/// Substring search over raw bytes (for format detection on a file's head).
enum ByteSearch {
    /// Whether the first byte after an optional UTF-8 BOM and white space is `<`.
    static func startsWithMarkup(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = head.count >= 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF ? 3 : 0
        while i < head.count, XMLByteScanner.isSpace(head[i]) { i += 1 }
        return i < head.count && head[i] == UInt8(ascii: "<")
    }

    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            if (1..<pattern.count).allSatisfy({ haystack[start + $0] == pattern[$0] }) { return true }
        }
        return false
    }
}
