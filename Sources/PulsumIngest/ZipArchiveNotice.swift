import PulsumCore

extension ExportFormat {
    /// A ZIP archive (for example Apple Health's `export.zip`): recognised, not read directly.
    public static let zipArchive = ExportFormat(rawValue: "zip")
}

/// Recognises ZIP archives and says how to import their content.
///
/// Pulsum has no ZIP library among its dependencies; unpacking with the system's `unzip`
/// and importing the folder is one command and keeps the streaming readers simple.
public struct ZipArchiveNotice: ExportReader {
    public let format = ExportFormat.zipArchive

    public init() {}

    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        head.count >= 4 && head[0] == 0x50 && head[1] == 0x4B && head[2] == 0x03 && head[3] == 0x04
    }

    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        throw PulsumError.unsupportedFormat(
            path: options.displayPath,
            reason: "a ZIP archive; unpack it first (unzip -d export \(options.displayPath)) and import the folder "
                + "(pulsum ingest export), e.g. Apple Health's apple_health_export/export.xml.")
    }
}
