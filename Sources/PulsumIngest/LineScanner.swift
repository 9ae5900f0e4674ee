/// Iterates the lines of a byte buffer without copying (`\n`, `\r\n`; a UTF-8 BOM is skipped).
public struct LineScanner: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// 1-based number of the line last returned.
    public private(set) var lineNumber = 0
    /// Offset just past the line last returned (for progress).
    public var offset: Int { position }

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = hasBOM ? 3 : 0
    }

    /// The next line without its terminator, or `nil` at the end.
    public mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        position = end + 1
        lineNumber += 1
        var stop = end
        if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<stop])
    }
}
