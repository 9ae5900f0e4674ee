import CBLAS

/// Thin, checked wrappers over OpenBLAS's single-precision CBLAS routines (row-major).
///
/// Each wrapper validates buffer sizes before calling into C, so a wrong dimension is a thrown
/// ``BLASError`` rather than memory corruption. All routines are safe to call concurrently
/// (the pthread build of OpenBLAS is re-entrant); see ``BLASRuntime`` for threads and kernels.
public enum BLAS {
    /// Matrix layout of an operand: as stored or transposed.
    public enum Transpose: Sendable {
        case none, transposed
        var cblas: CBLAS_TRANSPOSE { self == .none ? CblasNoTrans : CblasTrans }
    }

    /// `C ← alpha·op(A)·op(B) + beta·C` for row-major matrices.
    ///
    /// - Parameters:
    ///   - a: `m×k` after `transA` (stored `m×k`, or `k×m` when transposed).
    ///   - b: `k×n` after `transB` (stored `k×n`, or `n×k` when transposed).
    ///   - c: `m×n`, overwritten (read first unless `beta` is 0).
    public static func sgemm(
        m: Int, n: Int, k: Int,
        alpha: Float = 1, a: UnsafeBufferPointer<Float>, transA: Transpose = .none,
        b: UnsafeBufferPointer<Float>, transB: Transpose = .none,
        beta: Float = 0, c: UnsafeMutableBufferPointer<Float>
    ) throws(BLASError) {
        guard m >= 0, n >= 0, k >= 0 else { throw .negativeDimension }
        try check(a.count >= m * k, "A", needed: m * k, got: a.count)
        try check(b.count >= k * n, "B", needed: k * n, got: b.count)
        try check(c.count >= m * n, "C", needed: m * n, got: c.count)
        guard m > 0, n > 0 else { return }
        if k == 0 {
            for i in 0..<(m * n) { c[i] = beta == 0 ? 0 : beta * c[i] }
            return
        }
        let lda = transA == .none ? k : m
        let ldb = transB == .none ? n : k
        cblas_sgemm(
            CblasRowMajor, transA.cblas, transB.cblas, Int32(m), Int32(n), Int32(k),
            alpha, a.baseAddress, Int32(lda), b.baseAddress, Int32(ldb), beta, c.baseAddress, Int32(n))
    }

    /// `y ← alpha·op(A)·x + beta·y` for a row-major `rows×cols` matrix `A`.
    ///
    /// With `trans == .none`, `x` has `cols` entries and `y` has `rows`; transposed, the reverse.
    public static func sgemv(
        rows: Int, cols: Int, alpha: Float = 1, a: UnsafeBufferPointer<Float>, trans: Transpose = .none,
        x: UnsafeBufferPointer<Float>, beta: Float = 0, y: UnsafeMutableBufferPointer<Float>
    ) throws(BLASError) {
        guard rows >= 0, cols >= 0 else { throw .negativeDimension }
        let (xLen, yLen) = trans == .none ? (cols, rows) : (rows, cols)
        try check(a.count >= rows * cols, "A", needed: rows * cols, got: a.count)
        try check(x.count >= xLen, "x", needed: xLen, got: x.count)
        try check(y.count >= yLen, "y", needed: yLen, got: y.count)
        guard yLen > 0 else { return }
        if xLen == 0 {
            for i in 0..<yLen { y[i] = beta == 0 ? 0 : beta * y[i] }
            return
        }
        cblas_sgemv(
            CblasRowMajor, trans.cblas, Int32(rows), Int32(cols), alpha, a.baseAddress, Int32(cols),
            x.baseAddress, 1, beta, y.baseAddress, 1)
    }

    /// Dot product of two vectors of equal length.
    public static func sdot(_ x: UnsafeBufferPointer<Float>, _ y: UnsafeBufferPointer<Float>) throws(BLASError) -> Float {
        try check(x.count == y.count, "y", needed: x.count, got: y.count)
        guard !x.isEmpty else { return 0 }
        return cblas_sdot(Int32(x.count), x.baseAddress, 1, y.baseAddress, 1)
    }

    /// Euclidean norm `‖x‖₂` (computed without overflow by OpenBLAS's scaled algorithm).
    public static func snrm2(_ x: UnsafeBufferPointer<Float>) -> Float {
        guard !x.isEmpty else { return 0 }
        return cblas_snrm2(Int32(x.count), x.baseAddress, 1)
    }

    /// Array conveniences (copying is avoided: the arrays are borrowed).
    public static func sdot(_ x: [Float], _ y: [Float]) throws(BLASError) -> Float {
        try x.withUnsafeBufferPointer { xb throws(BLASError) in
            try y.withUnsafeBufferPointer { yb throws(BLASError) in try sdot(xb, yb) }
        }
    }

    /// Euclidean norm of an array.
    public static func snrm2(_ x: [Float]) -> Float { x.withUnsafeBufferPointer { snrm2($0) } }

    private static func check(_ ok: Bool, _ operand: String, needed: Int, got: Int) throws(BLASError) {
        if !ok { throw .bufferTooSmall(operand: operand, needed: needed, got: got) }
    }
}

/// A dimension mistake caught before calling BLAS.
public enum BLASError: Error, Equatable, Sendable, CustomStringConvertible {
    case negativeDimension
    case bufferTooSmall(operand: String, needed: Int, got: Int)

    public var description: String {
        switch self {
        case .negativeDimension: "BLAS: a matrix dimension is negative"
        case let .bufferTooSmall(operand, needed, got):
            "BLAS: operand \(operand) has \(got) elements where \(needed) are needed"
        }
    }
}
