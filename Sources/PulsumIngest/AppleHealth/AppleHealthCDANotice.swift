import PulsumCore

extension ExportFormat {
    /// Apple Health's `export_cda.xml` (HL7 CDA clinical summary): recognised, not imported.
    public static let appleHealthCDA = ExportFormat(rawValue: "apple-health-cda")
}

/// Recognises Apple Health's `export_cda.xml` and explains why it is not imported.
///
/// The file repeats part of `export.xml` as an HL7 CDA document, and Apple writes it malformed
/// (the root element is closed after the first section). Everything Pulsum needs is in
/// `export.xml`, which sits beside it in the same export folder.
public struct AppleHealthCDANotice: ExportReader {
    public let format = ExportFormat.appleHealthCDA

    public init() {}

    public func recognizes(path: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.startsWithMarkup(head) && ByteSearch.contains(head, "<ClinicalDocument")
            && (ByteSearch.contains(head, "Health Export CDA") || path.hasSuffix("export_cda.xml"))
    }

    public func read(path: String, options: ReadOptions, into sink: inout some RecordSink) throws {
        throw PulsumError.unsupportedFormat(
            path: options.displayPath,
            reason: "this is Apple Health's export_cda.xml (an HL7 CDA summary that repeats part of export.xml and "
                + "is not well-formed XML); Pulsum does not read it. Import export.xml from the same folder instead.")
    }
}
