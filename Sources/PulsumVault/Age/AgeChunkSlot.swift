/// Room for one sealed payload chunk with its nonce in front (12 + 65,552 bytes), owned by one
/// reader or one decrypting thread at a time and freed with it.
final class AgeChunkSlot {
    /// The nonce's 12 bytes, then the sealed chunk.
    let bytes: UnsafeMutableRawBufferPointer

    init() {
        bytes = .allocate(byteCount: AgePayload.nonceSize + AgePayload.sealedChunkSize, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit { bytes.deallocate() }

    /// Where the sealed chunk's bytes go (after the nonce's room).
    var sealed: UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(rebasing: bytes[AgePayload.nonceSize...])
    }
}
