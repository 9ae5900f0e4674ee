/// The attributes of one `<Record>` that Pulsum uses, as byte ranges into the file, plus the
/// `HKTimeZone` found in its `MetadataEntry` children.
struct AppleRecordFields {
    /// Offset of the record's `<` (for its line number).
    var tagStart: Int
    var type: ByteSpan?
    /// `sourceName`, or `source` in iOS 8 exports.
    var source: ByteSpan?
    var device: ByteSpan?
    var unit: ByteSpan?
    var startDate: ByteSpan?
    var endDate: ByteSpan?
    var value: ByteSpan?
    /// iOS 8 heart rate has `min`/`max`/`average` instead of `value`.
    var average: ByteSpan?
    /// `HKTimeZone` metadata (a child element, or an attribute in iOS 8 exports).
    var timeZone: ByteSpan?

    /// A record with no attributes yet.
    init(tagStart: Int = 0) { self.tagStart = tagStart }

    /// Picks the known attributes of the scanner's current start tag, forgetting the previous
    /// record's (filled in place: the reader reuses one value rather than copy 200 bytes around).
    mutating func read(tagStart: Int, scanner: XMLByteScanner) {
        self = AppleRecordFields(tagStart: tagStart)
        for index in 0..<scanner.attributeCount {
            let attribute = scanner.attribute(index)
            let name = attribute.name, span = attribute.value
            switch name.count {
            case 4:
                if scanner.matches(name, "type") { type = span } else if scanner.matches(name, "unit") { unit = span }
            case 5:
                if scanner.matches(name, "value") { value = span }
            case 6:
                if scanner.matches(name, "source") { source = span } else if scanner.matches(name, "device") { device = span }
            case 7:
                if scanner.matches(name, "endDate") { endDate = span } else if scanner.matches(name, "average") { average = span }
            case 9:
                if scanner.matches(name, "startDate") { startDate = span }
            case 10:
                if scanner.matches(name, "sourceName") { source = span } else if scanner.matches(name, "HKTimeZone") { timeZone = span }
            default:
                break
            }
        }
    }

    /// Notes a `<MetadataEntry key="HKTimeZone" value="…"/>` child.
    mutating func noteMetadata(scanner: XMLByteScanner) {
        var key: ByteSpan?, entryValue: ByteSpan?
        for index in 0..<scanner.attributeCount {
            let attribute = scanner.attribute(index)
            if scanner.matches(attribute.name, "key") { key = attribute.value }
            if scanner.matches(attribute.name, "value") { entryValue = attribute.value }
        }
        if let key, scanner.matches(key, "HKTimeZone"), let entryValue { timeZone = entryValue }
    }
}
