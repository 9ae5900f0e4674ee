/// Reads lines and fixed-size blocks from a `ByteInput` with one bounded buffer, so the header
/// parser can read line by line and hand the rest to the payload reader without losing bytes.
final class BufferedReader {
    private let input: ByteInput
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    /// Bytes handed out so far (lines with their newline, blocks): where the next byte sits in
    /// the input.
    private(set) var consumed = 0

    init(_ input: ByteInput) { self.input = input }

    private var available: Int { buffer.count - start }

    /// Reads more bytes into the buffer; returns false at the end of the input.
    private func fill(upTo wanted: Int) throws -> Bool {
        if reachedEnd { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let before = buffer.count
        let chunk = max(wanted - before, 4096)
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        let n = try buffer.withUnsafeMutableBytes { raw in
            try input.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[before..<(before + chunk)]))
        }
        buffer.removeLast(chunk - n)
        if n == 0 { reachedEnd = true }
        return n > 0
    }

    /// The next line without its `\n`; throws when no `\n` comes within `limit` bytes or
    /// before the end of the input.
    func readLine(limit: Int) throws -> [UInt8] {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: 10) {
                guard newline - start <= limit else { break }
                let line = Array(buffer[start..<newline])
                consumed += newline + 1 - start
                start = newline + 1
                return line
            }
            searched = buffer.count
            guard available <= limit else { break }
            let offset = start
            guard try fill(upTo: available + 4096) else {
                throw AgeError.malformedHeader(available == 0 ? "the header ends early" : "a header line has no newline")
            }
            searched -= offset
        }
        throw AgeError.malformedHeader("a header line is longer than \(limit) bytes")
    }

    /// Up to `count` bytes (fewer only at the end of the input).
    func read(count: Int) throws -> [UInt8] {
        while available < count, try fill(upTo: count) {}
        let n = min(count, available)
        let out = Array(buffer[start..<(start + n)])
        start += n
        consumed += n
        return out
    }

    /// Fills `target` (fewer bytes only at the end of the input) and returns how many were read:
    /// what the buffer holds first, then straight from the input without going through the buffer.
    func read(into target: UnsafeMutableRawBufferPointer) throws -> Int {
        let buffered = min(available, target.count)
        buffer.withUnsafeBytes { raw in
            target.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<(start + buffered)]))
        }
        start += buffered
        var filled = buffered
        while filled < target.count, !reachedEnd {
            let n = try input.read(into: UnsafeMutableRawBufferPointer(rebasing: target[filled...]))
            if n == 0 { reachedEnd = true }
            filled += n
        }
        consumed += filled
        return filled
    }

    /// True when no byte is left.
    func isAtEnd() throws -> Bool {
        if available > 0 { return false }
        return !(try fill(upTo: 1))
    }
}
