#if canImport(Glibc)
import Glibc
#endif

/// A byte range `[start, end)` inside the scanned buffer.
struct ByteSpan: Hashable, Sendable {
    var start: Int
    var end: Int
    var count: Int { end - start }
    var isEmpty: Bool { end <= start }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes of a span of this buffer, without copying.
    subscript(span span: ByteSpan) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: self[span.start..<span.end])
    }
}

/// One attribute of a start tag, as raw byte ranges (entities not yet decoded).
struct XMLAttribute: Sendable {
    var name: ByteSpan
    var value: ByteSpan
}

/// What ``XMLByteScanner`` found at a `<`.
enum XMLEvent: Sendable {
    /// `<name attr="…">` or `<name …/>`; the attributes are in ``XMLByteScanner/attributes``.
    case start(name: ByteSpan, selfClosing: Bool)
    /// `</name>`.
    case end(name: ByteSpan)
    /// A tag that is not XML (for example an attribute without a quoted value); the scanner has
    /// skipped to the next `>`.
    case malformed(reason: String)
}

/// The buffer ends inside markup (the file is truncated).
struct XMLTruncation: Error, Sendable {
    /// Offset of the `<` that opens the unfinished markup.
    var offset: Int
    /// What was left unfinished.
    var inside: String
}

/// A forgiving, allocation-light XML tokenizer over a byte buffer (a memory-mapped file).
///
/// It reports start and end tags only; text is ignored. It skips the prolog, comments,
/// processing instructions, CDATA and any `<!DOCTYPE …>` with its internal subset without
/// interpreting it, so a broken DTD (iOS 16's unclosed `<!ATTLIST VisionPrescription`) or an
/// external entity can neither crash it nor be resolved. Attribute names may contain spaces
/// (iOS 8 exports write `Health Mate App Version="2.6.2"`); attribute values may contain any
/// byte except their quote, including control characters such as `\x0b`.
struct XMLByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Offset of the next byte to read.
    private(set) var position = 0
    /// Offset of the `<` of the last event.
    private(set) var tagStart = 0
    /// Attribute storage reused between tags; the last start tag's are the first ``attributeCount``.
    private var attributeStorage: [XMLAttribute] = []
    /// How many attributes the last start tag has.
    private(set) var attributeCount = 0
    private var lineCountedUpTo = 0
    private var linesBefore = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        attributeStorage.reserveCapacity(16)
    }

    /// The next tag, or `nil` at the end of the buffer.
    mutating func next() throws(XMLTruncation) -> XMLEvent? {
        while true {
            guard let open = find(UInt8(ascii: "<"), from: position) else {
                position = bytes.count
                return nil
            }
            tagStart = open
            let first = open + 1
            guard first < bytes.count else { throw XMLTruncation(offset: open, inside: "a tag") }
            switch bytes[first] {
            case UInt8(ascii: "?"):
                position = try skip(past: "?>", from: first, inside: "a processing instruction")
            case UInt8(ascii: "!"):
                position = try skipDeclaration(at: open)
            case UInt8(ascii: "/"):
                let nameStart = first + 1
                guard let close = find(UInt8(ascii: ">"), from: nameStart) else {
                    throw XMLTruncation(offset: open, inside: "an end tag")
                }
                var nameEnd = nameStart
                while nameEnd < close, !Self.isSpace(bytes[nameEnd]) { nameEnd += 1 }
                position = close + 1
                return .end(name: ByteSpan(start: nameStart, end: nameEnd))
            default:
                return try startTag(at: open)
            }
        }
    }

    /// 1-based line number of a byte offset. Offsets must be asked in non-decreasing order
    /// (counting is incremental, so asking for every record stays linear).
    mutating func lineNumber(at offset: Int) -> Int {
        let target = min(offset, bytes.count)
        if target < lineCountedUpTo {  // asked backwards: recount from the start
            lineCountedUpTo = 0
            linesBefore = 1
        }
        var cursor = lineCountedUpTo
        while let newline = find(0x0A, from: cursor), newline < target {
            linesBefore += 1
            cursor = newline + 1
        }
        lineCountedUpTo = target
        return linesBefore
    }

    /// The `index`-th attribute of the last start tag (`index < attributeCount`).
    func attribute(_ index: Int) -> XMLAttribute { attributeStorage[index] }

    /// Whether the bytes of `span` equal `text`.
    func matches(_ span: ByteSpan, _ text: StaticString) -> Bool {
        guard span.count == text.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base + span.start, text.utf8Start, span.count) == 0
    }

    /// The bytes of a span, without copying.
    func slice(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8> { bytes[span: span] }

    // MARK: - Markup

    private mutating func startTag(at open: Int) throws(XMLTruncation) -> XMLEvent {
        attributeCount = 0
        var i = open + 1
        let nameStart = i
        if let end = ByteFind.firstInChunk(bytes, from: i, Self.tagNameEnds) { i = end }
        while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") {
            i += 1
        }
        let name = ByteSpan(start: nameStart, end: i)
        while true {
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw XMLTruncation(offset: open, inside: "a start tag") }
            switch bytes[i] {
            case UInt8(ascii: ">"):
                position = i + 1
                return .start(name: name, selfClosing: false)
            case UInt8(ascii: "/"):
                guard i + 1 < bytes.count else { throw XMLTruncation(offset: open, inside: "a start tag") }
                guard bytes[i + 1] == UInt8(ascii: ">") else { return try resync(open, "stray '/' in a tag") }
                position = i + 2
                return .start(name: name, selfClosing: true)
            default:
                // Attribute name: everything up to '=' (spaces allowed, as iOS 8 wrote them).
                let attributeStart = i
                if let end = ByteFind.firstInChunk(bytes, from: i, Self.attributeNameEnds) { i = end }
                while i < bytes.count, bytes[i] != UInt8(ascii: "=") {
                    let c = bytes[i]
                    if c == UInt8(ascii: ">") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "<") {
                        return try resync(open, "an attribute without '=\"value\"'")
                    }
                    i += 1
                }
                guard i < bytes.count else { throw XMLTruncation(offset: open, inside: "a start tag") }
                var attributeEnd = i
                while attributeEnd > attributeStart, Self.isSpace(bytes[attributeEnd - 1]) { attributeEnd -= 1 }
                i += 1
                while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count else { throw XMLTruncation(offset: open, inside: "a start tag") }
                let quote = bytes[i]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    return try resync(open, "an unquoted attribute value")
                }
                guard let close = find(quote, from: i + 1) else {
                    throw XMLTruncation(offset: open, inside: "an attribute value")
                }
                let attribute = XMLAttribute(name: ByteSpan(start: attributeStart, end: attributeEnd),
                                             value: ByteSpan(start: i + 1, end: close))
                if attributeCount < attributeStorage.count {
                    attributeStorage[attributeCount] = attribute
                } else {
                    attributeStorage.append(attribute)
                }
                attributeCount += 1
                i = close + 1
            }
        }
    }

    /// Skips `<!-- -->`, `<![CDATA[ ]]>`, `<!DOCTYPE … [ … ]>` and other `<! … >`; returns the offset after it.
    private func skipDeclaration(at open: Int) throws(XMLTruncation) -> Int {
        if hasPrefix("<!--", at: open) { return try skip(past: "-->", from: open + 4, inside: "a comment") }
        if hasPrefix("<![CDATA[", at: open) { return try skip(past: "]]>", from: open + 9, inside: "a CDATA section") }
        // DOCTYPE (or another declaration): ends at the first '>' outside an internal subset
        // '[ … ]'; inside the subset only the closing "]" followed by '>' counts, so unclosed
        // declarations inside it (a broken ATTLIST) do not matter.
        var i = open + 2
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: ">"):
                return i + 1
            case UInt8(ascii: "["):
                var j = i + 1
                while let bracket = find(UInt8(ascii: "]"), from: j) {
                    var k = bracket + 1
                    while k < bytes.count, Self.isSpace(bytes[k]) { k += 1 }
                    if k < bytes.count, bytes[k] == UInt8(ascii: ">") { return k + 1 }
                    j = bracket + 1
                }
                throw XMLTruncation(offset: open, inside: "the document type declaration")
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(bytes[i], from: i + 1) else {
                    throw XMLTruncation(offset: open, inside: "the document type declaration")
                }
                i = close + 1
            default:
                i += 1
            }
        }
        throw XMLTruncation(offset: open, inside: "a declaration")
    }

    private mutating func resync(_ open: Int, _ reason: String) throws(XMLTruncation) -> XMLEvent {
        guard let close = find(UInt8(ascii: ">"), from: open + 1) else { throw XMLTruncation(offset: open, inside: "a tag") }
        position = close + 1
        return .malformed(reason: reason)
    }

    private func skip(past terminator: StaticString, from start: Int, inside: String) throws(XMLTruncation) -> Int {
        let length = terminator.utf8CodeUnitCount
        let first = terminator.utf8Start.pointee
        var i = start
        while let candidate = find(first, from: i) {
            guard candidate + length <= bytes.count else { break }
            if let base = bytes.baseAddress, memcmp(base + candidate, terminator.utf8Start, length) == 0 {
                return candidate + length
            }
            i = candidate + 1
        }
        throw XMLTruncation(offset: start, inside: inside)
    }

    private func hasPrefix(_ text: StaticString, at offset: Int) -> Bool {
        guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
        return matches(ByteSpan(start: offset, end: offset + text.utf8CodeUnitCount), text)
    }

    /// Offset of the next `byte` at or after `from`.
    @inline(__always)
    private func find(_ byte: UInt8, from: Int) -> Int? { ByteFind.first(byte, in: bytes, from: from) }

    @inline(__always)
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

    /// Marks the bytes that can end a tag name (white space, `>`, `/`), sixteen at a time.
    @inline(__always)
    private static func tagNameEnds(_ p: UnsafePointer<UInt8>) -> UInt32 {
        ByteFind.mask(p, 0x20) | ByteFind.mask(p, 0x0A) | ByteFind.mask(p, 0x09) | ByteFind.mask(p, 0x0D)
            | ByteFind.mask(p, UInt8(ascii: ">")) | ByteFind.mask(p, UInt8(ascii: "/"))
    }

    /// Marks the bytes that end an attribute name (`=`) or make it malformed (`>`, `<`, quotes).
    @inline(__always)
    private static func attributeNameEnds(_ p: UnsafePointer<UInt8>) -> UInt32 {
        ByteFind.mask(p, UInt8(ascii: "=")) | ByteFind.mask(p, UInt8(ascii: ">")) | ByteFind.mask(p, UInt8(ascii: "<"))
            | ByteFind.mask(p, UInt8(ascii: "\"")) | ByteFind.mask(p, UInt8(ascii: "'"))
    }
}
