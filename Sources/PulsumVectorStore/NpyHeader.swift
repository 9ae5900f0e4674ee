import PulsumFiles

/// The header of a NumPy `.npy` file (format versions 1–3), restricted to what a matrix of
/// vectors needs: 2-D, little-endian float32, C (row-major) order.
struct NpyHeader {
    static let magic: [UInt8] = [0x93] + Array("NUMPY".utf8)

    let rows: Int
    let columns: Int
    let dataOffset: Int

    static func parse(_ file: ReadOnlyFile) throws -> NpyHeader {
        func fail(_ reason: String) -> VectorStoreError { .malformedVectors(path: file.path, reason: reason) }
        guard file.size >= 10 else { throw fail("too short for a .npy file") }
        let prefix = try file.bytes(at: 0, count: 12.clamped(to: file.size))
        let major = prefix[6]
        let (lengthBytes, headerLength): (Int, Int)
        switch major {
        case 1: (lengthBytes, headerLength) = (2, Int(prefix.littleEndian(UInt16.self, at: 8)))
        case 2, 3:
            guard prefix.count >= 12 else { throw fail("too short for a .npy file") }
            (lengthBytes, headerLength) = (4, Int(prefix.littleEndian(UInt32.self, at: 8)))
        default: throw fail(".npy format version \(major) is not supported")
        }
        let dataOffset = 8 + lengthBytes + headerLength
        guard headerLength <= 1 << 20, dataOffset <= file.size else { throw fail("the .npy header is truncated") }
        let text = String(decoding: try file.bytes(at: 8 + lengthBytes, count: headerLength), as: UTF8.self)
        guard let descr = value(of: "descr", in: text), ["'<f4'", "'=f4'"].contains(descr) else {
            throw fail("dtype must be little-endian float32 ('<f4'); found \(value(of: "descr", in: text) ?? "none")")
        }
        guard value(of: "fortran_order", in: text) == "False" else {
            throw fail("the array is in Fortran order; save it with numpy.ascontiguousarray first")
        }
        guard let shape = value(of: "shape", in: text) else { throw fail("the .npy header has no shape") }
        let dims = shape.trimmingCharacters(in: "() ").split(separator: ",").map { $0.trimmingCharacters(in: " ") }
            .filter { !$0.isEmpty }
        guard dims.count == 2, let rows = Int(dims[0]), let columns = Int(dims[1]), rows >= 0, columns >= 1 else {
            throw fail("the array must be 2-D (rows, dimensions); its shape is \(shape)")
        }
        return NpyHeader(rows: rows, columns: columns, dataOffset: dataOffset)
    }

    /// The raw text of `key`'s value in the header's Python dict literal.
    private static func value(of key: String, in text: String) -> String? {
        guard let keyRange = text.range(of: "'\(key)':") else { return nil }
        let rest = text[keyRange.upperBound...].drop(while: { $0 == " " })
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            return String(rest[...close])
        }
        let end = rest.firstIndex(where: { $0 == "," || $0 == "}" }) ?? rest.endIndex
        return String(rest[..<end]).trimmingCharacters(in: " ")
    }
}

private extension Int {
    func clamped(to upper: Int) -> Int { Swift.min(self, upper) }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
