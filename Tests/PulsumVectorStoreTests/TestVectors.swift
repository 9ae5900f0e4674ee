import PulsumCore
import Foundation
import PulsumTestSupport
@testable import PulsumVectorStore

/// Shared helpers: seeded random vectors, fixtures, brute-force reference.
enum TestVectors {
    static let model = EmbeddingModelIdentity(id: "all-MiniLM-L6-v2", hash: "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db")

    static func random(rows: Int, dimension: Int, seed: UInt64) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        return (0..<(rows * dimension)).map { _ in Float.random(in: -1...1, using: &generator) }
    }

    /// Float64 brute force: best first, ties to the lower row.
    static func bruteForce(matrix: [Float], queries: [Float], dimension: Int, k: Int) -> [[(row: Int, score: Double)]] {
        let rows = matrix.count / dimension
        return stride(from: 0, to: queries.count, by: dimension).map { q in
            let scored = (0..<rows).map { r in
                (row: r, score: (0..<dimension).reduce(0.0) { $0 + Double(matrix[r * dimension + $1]) * Double(queries[q + $1]) })
            }
            return Array(scored.sorted { $0.score > $1.score || ($0.score == $1.score && $0.row < $1.row) }.prefix(k))
        }
    }

    static func floats(_ url: URL) throws -> [Float] {
        let data = try Data(contentsOf: url)
        return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    /// `Tests/Fixtures/vectors/expected.json`.
    struct Expected: Decodable {
        var dimension: Int
        var k: Int
        var ids: [[Int]]
        var scores: [[Double]]
    }

    static func fixture() throws -> (base: [Float], queries: [Float], expected: Expected) {
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: TestPaths.fixture("vectors/expected.json")))
        return (try floats(TestPaths.fixture("vectors/base300.f32")), try floats(TestPaths.fixture("vectors/queries5.f32")), expected)
    }
}
