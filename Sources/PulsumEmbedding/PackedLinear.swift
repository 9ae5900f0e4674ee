import CKernels
import Dispatch

/// One allocation for the panels of every linear layer of a model, on transparent huge pages
/// where the system has them (see `pulsum_allocate_panels`).
///
/// Written only while the weights are packed at load, then read-only, so it can be shared across
/// threads: `base` is written only during `MiniLMWeights.init`, before the arena is shared, and
/// `count` is immutable.
final class PanelArena: @unchecked Sendable {  // safe: written once at load, then read-only
    let base: UnsafeMutablePointer<Float>
    let count: Int

    /// Allocates `count` floats; `nil` when the memory is not available.
    init?(count: Int) {
        guard let base = pulsum_allocate_panels(count) else { return nil }
        self.base = base
        self.count = count
    }

    deinit { pulsum_free_panels(base) }

    /// Floats one linear layer's panels take.
    static func count(inFeatures: Int, outFeatures: Int) -> Int { pulsum_packed_count(outFeatures, inFeatures) }
}

/// A linear layer's weight and bias, copied once at load into the 16-column panels that the
/// small-batch kernel (`pulsum_panel_gemm`) reads in order.
struct PackedLinear: Sendable {
    let inFeatures: Int
    let outFeatures: Int
    private let arena: PanelArena
    private let offset: Int

    /// Packs `weight` (`[outFeatures, inFeatures]`, PyTorch's layout) and `bias` (`[outFeatures]`)
    /// into `arena` at `offset`, which must leave room for ``PanelArena/count(inFeatures:outFeatures:)`` floats.
    init(weight: UnsafeBufferPointer<Float>, bias: UnsafeBufferPointer<Float>, inFeatures: Int, outFeatures: Int,
         arena: PanelArena, offset: Int) {
        precondition(weight.count == inFeatures * outFeatures && bias.count == outFeatures, "linear shape mismatch")
        precondition(offset >= 0 && offset + PanelArena.count(inFeatures: inFeatures, outFeatures: outFeatures) <= arena.count,
                     "panels outside the arena")
        self.inFeatures = inFeatures
        self.outFeatures = outFeatures
        self.arena = arena
        self.offset = offset
        pulsum_pack_panels(weight.baseAddress, bias.baseAddress, outFeatures, inFeatures, arena.base + offset)
    }

    /// `output[rows×outFeatures] = input[rows×inFeatures] · weightᵀ + bias`.
    ///
    /// With `threads` > 1 the panels (output columns) are split into that many contiguous shares,
    /// one per thread; every column is computed the same way, so the result does not depend on it.
    func apply(_ input: UnsafeBufferPointer<Float>, rows: Int, into output: UnsafeMutableBufferPointer<Float>,
               threads: Int = 1) {
        precondition(input.count >= rows * inFeatures && output.count >= rows * outFeatures, "buffer too small")
        guard rows > 0 else { return }
        let share = ColumnShare(linear: self, input: input, rows: rows, output: output)
        let panels = (outFeatures + Self.panelWidth - 1) / Self.panelWidth
        let parts = max(1, min(threads, panels))
        guard parts > 1 else { return share.run(panels: 0..<panels) }
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            share.run(panels: (panels * part / parts)..<(panels * (part + 1) / parts))
        }
    }

    static let panelWidth = Int(PULSUM_PANEL_WIDTH)

    /// One thread's columns of a product.
    private struct ColumnShare: Sendable {
        let linear: PackedLinear
        // safe: `apply` returns only after every share finished (concurrentPerform waits), the
        // caller keeps both buffers alive until then, and shares write disjoint columns.
        nonisolated(unsafe) let input: UnsafeBufferPointer<Float>
        let rows: Int
        nonisolated(unsafe) let output: UnsafeMutableBufferPointer<Float>

        func run(panels: Range<Int>) {
            let first = panels.lowerBound * PackedLinear.panelWidth
            let width = min(linear.outFeatures, panels.upperBound * PackedLinear.panelWidth) - first
            pulsum_panel_gemm(input.baseAddress, rows, linear.inFeatures,
                              linear.arena.base + linear.offset + first * (linear.inFeatures + 1), width,
                              output.baseAddress.map { $0 + first }, linear.outFeatures)
        }
    }
}
