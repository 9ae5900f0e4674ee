import Dispatch
import Foundation
import PulsumFiles
import Synchronization

/// Reads and validates a store file before anything in it is used. Order: magic, version,
/// header checksum, header fields, model identity, exact file length, then one sequential read
/// of the matrix with the whole-file checksum (the records are parsed meanwhile on another
/// core), and only then is anything returned. The file is opened
/// read-only and never changed, whatever is wrong with it.
enum StoreFileReader {
    /// The header fields, validated.
    struct Header {
        var headerLength: Int
        var dimension: Int
        var count: Int
        var recordsLength: Int
        var model: EmbeddingModelIdentity

        var matrixBytes: Int { count * dimension * MemoryLayout<Float>.size }
        var fileLength: Int { headerLength + matrixBytes + recordsLength + StoreFileLayout.trailerBytes }
    }

    static func read(_ url: URL, expecting expected: EmbeddingModelIdentity) throws -> StoreContents {
        let file = try ReadOnlyFile.opening(url.path)
        let header = try readHeader(file)
        guard header.model == expected else {
            throw VectorStoreError.modelMismatch(path: file.path, found: header.model, expected: expected)
        }
        guard file.size >= header.fileLength else {
            throw VectorStoreError.truncated(path: file.path, expectedBytes: header.fileLength, actualBytes: file.size)
        }
        guard file.size == header.fileLength else {
            throw VectorStoreError.damaged(path: file.path, reason: "\(file.size - header.fileLength) unexpected bytes after the end")
        }
        let recordsOffset = header.headerLength + header.matrixBytes
        let records = try file.bytes(at: recordsOffset, count: header.recordsLength)
        let trailer = try file.bytes(at: recordsOffset + header.recordsLength, count: StoreFileLayout.trailerBytes)
        guard Array(trailer[4...]) == StoreFileLayout.endMarker else {
            throw VectorStoreError.damaged(path: file.path, reason: "end marker missing")
        }
        // Parse the records on one core while the other reads and checksums the matrix; nothing
        // is returned before the whole-file checksum matched.
        let decoded = Mutex<Result<([String], [Data]), any Error>?>(nil)
        let scanned = Mutex<Result<([Float], Checksum), any Error>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                let result = Result { try decodeRecords(records, count: header.count, path: file.path) }
                decoded.withLock { $0 = result }
            } else {
                let result = Result {
                    var checksum = Checksum()
                    checksum.update(try file.bytes(at: 0, count: header.headerLength))
                    let matrix = try file.floats(at: header.headerLength, count: header.count * header.dimension) {
                        checksum.update($0)
                    }
                    return (matrix, checksum)
                }
                scanned.withLock { $0 = result }
            }
        }
        guard let scan = scanned.withLock({ $0 }), let parsed = decoded.withLock({ $0 }) else {
            throw VectorStoreError.unreadable(path: file.path, reason: "a reading thread did not finish")
        }
        var (matrix, checksum) = try scan.get()
        checksum.update(records)
        guard trailer.littleEndian(UInt32.self, at: 0) == checksum.value else {
            throw VectorStoreError.damaged(path: file.path, reason: "checksum mismatch")
        }
        let (ids, payloads) = try parsed.get()
        return StoreContents(dimension: header.dimension, model: header.model, ids: ids, payloads: payloads, matrix: matrix)
    }

    static func readHeader(_ file: ReadOnlyFile) throws -> Header {
        let magicLength = StoreFileLayout.magic.count
        let prefix = try file.bytes(at: 0, count: min(file.size, StoreFileLayout.fixedHeaderBytes))
        guard prefix.count >= magicLength, Array(prefix[0..<magicLength]) == StoreFileLayout.magic else {
            if prefix.count < magicLength, StoreFileLayout.magic.starts(with: prefix) {
                throw VectorStoreError.truncated(path: file.path, expectedBytes: StoreFileLayout.fixedHeaderBytes, actualBytes: file.size)
            }
            throw VectorStoreError.foreignFile(path: file.path)
        }
        guard prefix.count >= 12 else {
            throw VectorStoreError.truncated(path: file.path, expectedBytes: StoreFileLayout.fixedHeaderBytes, actualBytes: file.size)
        }
        let version = prefix.littleEndian(UInt32.self, at: 8)
        guard version == StoreFileLayout.version else {
            throw VectorStoreError.unsupportedVersion(path: file.path, found: version, supported: StoreFileLayout.version)
        }
        guard prefix.count == StoreFileLayout.fixedHeaderBytes else {
            throw VectorStoreError.truncated(path: file.path, expectedBytes: StoreFileLayout.fixedHeaderBytes, actualBytes: file.size)
        }
        let headerLength = Int(prefix.littleEndian(UInt32.self, at: 12))
        guard headerLength >= StoreFileLayout.fixedHeaderBytes, headerLength <= StoreFileLayout.maxHeaderBytes,
              headerLength % StoreFileLayout.alignment == 0
        else { throw VectorStoreError.damaged(path: file.path, reason: "header length \(headerLength) is invalid") }
        guard file.size >= headerLength else {
            throw VectorStoreError.truncated(path: file.path, expectedBytes: headerLength, actualBytes: file.size)
        }
        var header = try file.bytes(at: 0, count: headerLength)
        let storedChecksum = header.littleEndian(UInt32.self, at: StoreFileLayout.headerChecksumOffset)
        for i in 0..<4 { header[StoreFileLayout.headerChecksumOffset + i] = 0 }
        var checksum = Checksum()
        checksum.update(header)
        guard checksum.value == storedChecksum else {
            throw VectorStoreError.damaged(path: file.path, reason: "header checksum mismatch")
        }
        return try decodeHeaderFields(header, path: file.path)
    }

    /// Fields of a header whose checksum already matched (still range-checked).
    private static func decodeHeaderFields(_ header: [UInt8], path: String) throws -> Header {
        let dimension = Int(header.littleEndian(UInt32.self, at: 16))
        let count = header.littleEndian(UInt64.self, at: 24)
        let recordsLength = header.littleEndian(UInt64.self, at: 32)
        let idLength = Int(header.littleEndian(UInt32.self, at: 40))
        let hashLength = Int(header.littleEndian(UInt32.self, at: 44))
        guard dimension >= 1, dimension <= StoreFileLayout.maxDimension else {
            throw VectorStoreError.damaged(path: path, reason: "dimension \(dimension) is out of range")
        }
        let limit = UInt64(Int.max / 8)
        guard count <= limit / UInt64(dimension * 4), recordsLength <= limit else {
            throw VectorStoreError.damaged(path: path, reason: "row count \(count) or records length is out of range")
        }
        guard StoreFileLayout.fixedHeaderBytes + idLength + hashLength <= header.count,
              let modelID = String(validating: header[48..<(48 + idLength)], as: UTF8.self),
              let modelHash = String(validating: header[(48 + idLength)..<(48 + idLength + hashLength)], as: UTF8.self)
        else { throw VectorStoreError.damaged(path: path, reason: "model identity is malformed") }
        return Header(headerLength: header.count, dimension: dimension, count: Int(count), recordsLength: Int(recordsLength),
                      model: EmbeddingModelIdentity(id: modelID, hash: modelHash))
    }

    /// Ids and payloads; the section must hold exactly `count` well-formed records.
    private static func decodeRecords(_ records: [UInt8], count: Int, path: String) throws -> ([String], [Data]) {
        var ids: [String] = []
        var payloads: [Data] = []
        ids.reserveCapacity(count)
        payloads.reserveCapacity(count)
        var offset = 0
        func field(_ limit: Int, _ what: String) throws -> Range<Int> {
            guard offset + 4 <= records.count else {
                throw VectorStoreError.damaged(path: path, reason: "record \(ids.count) ends early")
            }
            let length = Int(records.littleEndian(UInt32.self, at: offset))
            guard length <= limit, offset + 4 + length <= records.count else {
                throw VectorStoreError.damaged(path: path, reason: "record \(ids.count) has an invalid \(what) length")
            }
            defer { offset += 4 + length }
            return (offset + 4)..<(offset + 4 + length)
        }
        for row in 0..<count {
            let idRange = try field(StoreFileLayout.maxIDBytes, "id")
            guard let id = String(validating: records[idRange], as: UTF8.self), !id.isEmpty else {
                throw VectorStoreError.damaged(path: path, reason: "record \(row) has an invalid id")
            }
            let payloadRange = try field(StoreFileLayout.maxPayloadBytes, "payload")
            ids.append(id)
            payloads.append(Data(records[payloadRange]))
        }
        guard offset == records.count else {
            throw VectorStoreError.damaged(path: path, reason: "\(records.count - offset) stray bytes after the last record")
        }
        return (ids, payloads)
    }
}
