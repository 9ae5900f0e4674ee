import Foundation
import PulsumTestSupport
import PulsumVectorStore
import Testing
@testable import PulsumBenchSupport

@Suite struct VectorFileReaderTests {
    let values: [Float] = (0..<12).map { Float($0) * 0.5 - 1 }

    func write(_ bytes: [UInt8], _ name: String) throws -> URL {
        let url = try TestPaths.temporaryDirectory("vectors").appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    func floatBytes(_ floats: [Float]) -> [UInt8] { floats.withUnsafeBytes { Array($0) } }

    func littleEndianBytes(_ value: some FixedWidthInteger) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }

    func npy(shape: String, descr: String = "<f4", order: String = "False", floats: [Float]) -> [UInt8] {
        var dict = "{'descr': '\(descr)', 'fortran_order': \(order), 'shape': \(shape), }"
        while (10 + dict.utf8.count + 1) % 64 != 0 { dict += " " }
        dict += "\n"
        var bytes: [UInt8] = [0x93] + Array("NUMPY".utf8) + [1, 0]
        bytes += littleEndianBytes(UInt16(dict.utf8.count))
        return bytes + Array(dict.utf8) + floatBytes(floats)
    }

    @Test func readsRawWithADimension() throws {
        let url = try write(floatBytes(values), "v.f32")
        let matrix = try VectorFileReader.read(url, dimension: 4)
        #expect(matrix.count == 3 && matrix.values == values)
        #expect(throws: VectorStoreError.self) { try VectorFileReader.read(url) }
        #expect(throws: VectorStoreError.self) { try VectorFileReader.read(url, dimension: 5) }
    }

    @Test func readsFvecs() throws {
        var bytes: [UInt8] = []
        for row in 0..<3 {
            bytes += littleEndianBytes(Int32(4))
            bytes += floatBytes(Array(values[(row * 4)..<(row * 4 + 4)]))
        }
        let url = try write(bytes, "v.fvecs")
        #expect(try VectorFileReader.read(url) == VectorMatrix(dimension: 4, values: values))
        #expect(throws: VectorStoreError.self) { try VectorFileReader.read(url, dimension: 3) }
        var ragged = bytes
        ragged[20] = 3
        let bad = try write(ragged, "ragged.fvecs")
        #expect(throws: VectorStoreError.self) { try VectorFileReader.read(bad) }
    }

    @Test func readsNpyWhateverItsName() throws {
        let url = try write(npy(shape: "(3, 4)", floats: values), "v.bin")
        #expect(try VectorFileReader.format(of: url) == .npy)
        #expect(try VectorFileReader.read(url) == VectorMatrix(dimension: 4, values: values))
    }

    @Test func refusesNpyItCannotUse() throws {
        for (shape, descr, order) in [("(12,)", "<f4", "False"), ("(3, 4)", "<f8", "False"), ("(3, 4)", "<f4", "True"),
                                      ("(4, 4)", "<f4", "False")] {
            let url = try write(npy(shape: shape, descr: descr, order: order, floats: values), "bad.npy")
            #expect(throws: VectorStoreError.self, "\(shape) \(descr) \(order)") { try VectorFileReader.read(url) }
        }
    }

    @Test func fixtureSliceReadsAsRaw() throws {
        let matrix = try VectorFileReader.read(TestPaths.fixture("vectors/base300.f32"), dimension: 384)
        #expect(matrix.count == 300)
        let norms = (0..<300).map { r in matrix.rows(r..<(r + 1)).reduce(0) { $0 + $1 * $1 } }
        #expect(norms.allSatisfy { abs($0 - 1) < 1e-5 })
    }
}
