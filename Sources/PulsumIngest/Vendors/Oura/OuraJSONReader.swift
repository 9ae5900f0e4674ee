import PulsumCore
import PulsumFiles

/// Reads Oura's web JSON download `{"sleep": [period, ...]}` (see ``OuraPeriodSink`` for the
/// mapping). Times carry their own offset (`2024-02-08T00:49:31.000-05:00`).
public struct OuraJSONReader: ExportReader {
    /// The format this reader detects.
    public let format = ExportFormat.ouraJSON

    /// A reader with no state; reuse it freely.
    public init() {}

    /// Whether the file is this format, judged by its first bytes (and name where noted above).
    public func recognizes(path: String, head bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        jsonHead(bytes, opensWith: "{", contains: "\"sleep\"", "\"bedtime_start\"")
    }

    /// Streams the file's records into `sink`; malformed records are rejected, reading goes on.
    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        let file = try ReadOnlyFile(path: path)
        let elements = ElementDecoder(path: options.displayPath)
        var periods = OuraPeriodSink(path: options.displayPath)
        try file.withBytes { bytes in
            try JSONArrayStream.forEachElement(in: bytes, key: "sleep", path: options.displayPath, sink: &sink) {
                element, record, sink in
                guard let period = try elements.decode(OuraPeriod.self, element, record: record, into: &sink) else { return }
                try periods.add(period, record: record, into: &sink)
            }
        }
        try periods.finish(into: &sink)
    }
}
