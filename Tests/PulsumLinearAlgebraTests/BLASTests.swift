import PulsumCore
import PulsumLinearAlgebra
import PulsumTestSupport
import Testing

/// Each wrapper against a naive double-precision loop. OpenBLAS kernels differ in summation
/// order, so results are compared with a relative tolerance, never exactly.
@Suite("BLAS wrappers")
struct BLASTests {

    func randomMatrix(_ count: Int, seed: UInt64) -> [Float] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in Float.random(in: -1...1, using: &generator) }
    }

    func close(_ a: Float, _ b: Double, relative: Double = 1e-5) -> Bool {
        abs(Double(a) - b) <= relative * max(1, abs(b))
    }

    @Test(arguments: [(BLAS.Transpose.none, BLAS.Transpose.none), (.transposed, .none), (.none, .transposed), (.transposed, .transposed)])
    func sgemmMatchesNaiveLoop(transA: BLAS.Transpose, transB: BLAS.Transpose) throws {
        let (m, n, k) = (7, 5, 13)
        let a = randomMatrix(m * k, seed: 1), b = randomMatrix(k * n, seed: 2)
        var c = [Float](repeating: 0, count: m * n)
        try a.withUnsafeBufferPointer { ab in
            try b.withUnsafeBufferPointer { bb in
                try c.withUnsafeMutableBufferPointer { cb in
                    try BLAS.sgemm(m: m, n: n, k: k, a: ab, transA: transA, b: bb, transB: transB, c: cb)
                }
            }
        }
        for i in 0..<m {
            for j in 0..<n {
                var expected = 0.0
                for p in 0..<k {
                    let aValue = transA == .none ? a[i * k + p] : a[p * m + i]
                    let bValue = transB == .none ? b[p * n + j] : b[j * k + p]
                    expected += Double(aValue) * Double(bValue)
                }
                #expect(close(c[i * n + j], expected))
            }
        }
    }

    @Test func sgemvMatchesNaiveLoopBothWays() throws {
        let (rows, cols) = (9, 17)
        let a = randomMatrix(rows * cols, seed: 3)
        let x = randomMatrix(cols, seed: 4), xt = randomMatrix(rows, seed: 5)
        var y = [Float](repeating: 0, count: rows), yt = [Float](repeating: 0, count: cols)
        try a.withUnsafeBufferPointer { ab in
            try x.withUnsafeBufferPointer { xb in
                try y.withUnsafeMutableBufferPointer { try BLAS.sgemv(rows: rows, cols: cols, a: ab, x: xb, y: $0) }
            }
            try xt.withUnsafeBufferPointer { xb in
                try yt.withUnsafeMutableBufferPointer {
                    try BLAS.sgemv(rows: rows, cols: cols, a: ab, trans: .transposed, x: xb, y: $0)
                }
            }
        }
        for i in 0..<rows {
            let expected = (0..<cols).reduce(0.0) { $0 + Double(a[i * cols + $1]) * Double(x[$1]) }
            #expect(close(y[i], expected))
        }
        for j in 0..<cols {
            let expected = (0..<rows).reduce(0.0) { $0 + Double(a[$1 * cols + j]) * Double(xt[$1]) }
            #expect(close(yt[j], expected))
        }
    }

    @Test func sdotAndSnrm2MatchNaiveLoops() throws {
        let x = randomMatrix(1000, seed: 6), y = randomMatrix(1000, seed: 7)
        let dot = zip(x, y).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        let norm = x.reduce(0.0) { $0 + Double($1) * Double($1) }.squareRoot()
        #expect(close(try BLAS.sdot(x, y), dot))
        #expect(close(BLAS.snrm2(x), norm))
        #expect(BLAS.snrm2([Float]()) == 0)
    }

    @Test func dimensionMistakesAreErrorsNotCrashes() {
        let small = [Float](repeating: 1, count: 4)
        var out = [Float](repeating: 0, count: 4)
        #expect(throws: BLASError.bufferTooSmall(operand: "A", needed: 6, got: 4)) {
            try small.withUnsafeBufferPointer { ab in
                try out.withUnsafeMutableBufferPointer { cb in
                    try BLAS.sgemm(m: 2, n: 2, k: 3, a: ab, b: ab, c: cb)
                }
            }
        }
        #expect(throws: BLASError.self) { try BLAS.sdot([1, 2], [1, 2, 3]) }
    }

    @Test func threadCountCanBeSet() {
        let before = BLASRuntime.threadCount
        BLASRuntime.setThreadCount(1)
        #expect(BLASRuntime.threadCount == 1)
        BLASRuntime.setThreadCount(before)
        #expect(!BLASRuntime.coreName.isEmpty)
    }

    @Test func theIdleSpinIsLimitedUnlessThePersonChoseALimit() {
        #expect(BLASRuntime.environmentFixes(environment: ["OPENBLAS_CORETYPE": "Haswell"]) == ["OPENBLAS_THREAD_TIMEOUT": "4"])
        #expect(BLASRuntime.environmentFixes(environment: ["OPENBLAS_CORETYPE": "Haswell", "OPENBLAS_THREAD_TIMEOUT": "10"]) == [:])
    }

    @Test func kernelFixIsOnlyRecommendedForFallbackKernels() {
        // With OPENBLAS_CORETYPE already chosen by the user, nothing is recommended.
        #expect(BLASRuntime.recommendedCoreType(environment: ["OPENBLAS_CORETYPE": "Haswell"]) == nil)
    }
}
