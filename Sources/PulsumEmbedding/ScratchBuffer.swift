/// A heap buffer of floats for one forward pass, freed when the last reference goes.
final class ScratchBuffer {
    /// The storage, zero-filled at creation.
    let values: UnsafeMutableBufferPointer<Float>

    init(count: Int) {
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: 0)
    }

    deinit { values.deallocate() }

    /// A read-only view of the storage.
    var readOnly: UnsafeBufferPointer<Float> { UnsafeBufferPointer(values) }
}
