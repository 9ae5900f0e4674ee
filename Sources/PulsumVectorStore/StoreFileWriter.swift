import Foundation
import PulsumFiles

/// Writes ``StoreContents`` in the ``StoreFileLayout`` format, crash-safely: a temporary file
/// in the same folder, `fsync`, `rename` over the old file, `fsync` of the folder
/// (``AtomicFile``). A crash at any moment leaves the complete old file or the complete new one.
enum StoreFileWriter {
    static func write(_ contents: StoreContents, to url: URL) throws {
        let header = try encodeHeader(contents)
        do {
            try AtomicFile.write(to: url) { fd in
                var checksum = Checksum()
                func emit(_ raw: UnsafeRawBufferPointer) throws {
                    checksum.update(raw)
                    try AtomicFile.writeAll(fd: fd, raw, path: url.path)
                }
                try header.withUnsafeBytes { try emit($0) }
                try contents.matrix.withUnsafeBytes { try emit($0) }
                var records: [UInt8] = []
                records.reserveCapacity(1 << 20)
                for (id, payload) in zip(contents.ids, contents.payloads) {
                    let idBytes = Array(id.utf8)
                    records.appendLittleEndian(UInt32(idBytes.count))
                    records.append(contentsOf: idBytes)
                    records.appendLittleEndian(UInt32(payload.count))
                    records.append(contentsOf: payload)
                    if records.count >= 1 << 20 {
                        try records.withUnsafeBytes { try emit($0) }
                        records.removeAll(keepingCapacity: true)
                    }
                }
                try records.withUnsafeBytes { try emit($0) }
                var trailer: [UInt8] = []
                trailer.appendLittleEndian(checksum.value)
                trailer.append(contentsOf: StoreFileLayout.endMarker)
                try trailer.withUnsafeBytes { try AtomicFile.writeAll(fd: fd, $0, path: url.path) }
            }
        } catch let error as VectorStoreError {
            throw error
        } catch {
            throw VectorStoreError.unwritable(path: url.path, reason: "\(error)")
        }
    }

    /// The header, with its own checksum filled in.
    static func encodeHeader(_ contents: StoreContents) throws -> [UInt8] {
        let modelID = Array(contents.model.id.utf8)
        let modelHash = Array(contents.model.hash.utf8)
        guard modelID.count <= StoreFileLayout.maxModelFieldBytes, modelHash.count <= StoreFileLayout.maxModelFieldBytes else {
            throw VectorStoreError.invalidArgument(name: "model identity", reason: "longer than \(StoreFileLayout.maxModelFieldBytes) bytes")
        }
        let length = StoreFileLayout.headerLength(modelIDBytes: modelID.count, modelHashBytes: modelHash.count)
        var header: [UInt8] = []
        header.reserveCapacity(length)
        header.append(contentsOf: StoreFileLayout.magic)
        header.appendLittleEndian(StoreFileLayout.version)
        header.appendLittleEndian(UInt32(length))
        header.appendLittleEndian(UInt32(contents.dimension))
        header.appendLittleEndian(UInt32(0))
        header.appendLittleEndian(UInt64(contents.ids.count))
        header.appendLittleEndian(UInt64(recordsLength(contents)))
        header.appendLittleEndian(UInt32(modelID.count))
        header.appendLittleEndian(UInt32(modelHash.count))
        header.append(contentsOf: modelID)
        header.append(contentsOf: modelHash)
        header.append(contentsOf: [UInt8](repeating: 0, count: length - header.count))
        var checksum = Checksum()
        checksum.update(header)
        withUnsafeBytes(of: checksum.value.littleEndian) { bytes in
            for (i, byte) in bytes.enumerated() { header[StoreFileLayout.headerChecksumOffset + i] = byte }
        }
        return header
    }

    static func recordsLength(_ contents: StoreContents) -> Int {
        zip(contents.ids, contents.payloads).reduce(0) { $0 + 8 + $1.0.utf8.count + $1.1.count }
    }
}
