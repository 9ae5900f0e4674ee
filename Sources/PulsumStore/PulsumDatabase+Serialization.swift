import Foundation
import GRDB
import GRDBSQLite
import PulsumCore

extension PulsumDatabase {
    /// An in-memory database loaded from `image` (a whole database file's bytes, as `serialized()`
    /// returns them; `nil` for a new database) and migrated. Nothing of it is ever written to a
    /// file: the main database lives in memory (`sqlite3_deserialize`) and temporary tables,
    /// indices and sorts stay in memory too (`temp_store = MEMORY`). An encrypted data folder keeps
    /// only the encrypted image on disk.
    public convenience init(image: Data?, name: String) throws {
        try self.init(imageCapacity: image?.count ?? 0, name: name) { buffer in
            guard let image, let base = buffer.baseAddress else { return 0 }
            image.copyBytes(to: base.assumingMemoryBound(to: UInt8.self), count: image.count)
            return image.count
        }
    }

    /// An in-memory database whose image `fill` writes straight into SQLite's buffer of
    /// `imageCapacity` bytes (returning the image's length; 0 for a new database), so the image is
    /// never copied (an encrypted file is decrypted into it). See ``init(image:name:)``.
    public convenience init(imageCapacity: Int, name: String, fill: (UnsafeMutableRawBufferPointer) throws -> Int) throws {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.prepareDatabase { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        let queue = try DatabaseQueue(configuration: config)
        if imageCapacity > 0 {
            try queue.writeWithoutTransaction { db in try Self.load(capacity: imageCapacity, fill: fill, into: db, name: name) }
        }
        do {
            try Migrations.migrator.migrate(queue)
        } catch let error as DatabaseError {
            throw PulsumError.corruptFile(path: name, reason: error.message ?? "\(error.resultCode)")
        }
        self.init(queue: queue, path: name)
    }

    /// Runs `body` on the whole database as the bytes of a database file: for an in-memory
    /// database loaded from an image, SQLite's own buffer without a copy
    /// (`SQLITE_SERIALIZE_NOCOPY`); otherwise a copy (``serialized()``). The bytes are valid only
    /// inside `body`, which must not use the database.
    public func withImage<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        try queue.writeWithoutTransaction { db in
            var size: sqlite3_int64 = 0
            if let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, UInt32(SQLITE_SERIALIZE_NOCOPY)) {
                return try body(UnsafeRawBufferPointer(start: bytes, count: Int(size)))
            }
            return try serializedCopy(db).withUnsafeBytes(body)
        }
    }

    /// The whole database as the bytes of a database file (`sqlite3_serialize`).
    public func serialized() throws -> Data {
        try queue.writeWithoutTransaction { db in try serializedCopy(db) }
    }

    private func serializedCopy(_ db: Database) throws -> Data {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
            throw PulsumError.corruptFile(path: path, reason: "sqlite3_serialize failed (out of memory?)")
        }
        return Data(bytesNoCopy: bytes, count: Int(size), deallocator: .custom { pointer, _ in sqlite3_free(pointer) })
    }

    private static func load(capacity: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Int, into db: Database,
                             name: String) throws {
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(capacity)) else {
            throw PulsumError.corruptFile(path: name, reason: "not enough memory for \(capacity) bytes")
        }
        adviseHugePages(buffer, count: capacity)
        let length: Int
        do { length = try fill(UnsafeMutableRawBufferPointer(start: buffer, count: capacity)) } catch {
            sqlite3_free(buffer)
            throw error
        }
        guard length > 0 else {
            sqlite3_free(buffer)
            return
        }
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        // An image of a WAL-mode file says so in its header (bytes 18 and 19 = 2), and SQLite would
        // then look for a -wal file that an in-memory database cannot have: mark it a rollback-
        // journal database (1), as SQLite documents for images.
        if length >= 20, bytes[18] == 2, bytes[19] == 2 { (bytes[18], bytes[19]) = (1, 1) }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let code = sqlite3_deserialize(db.sqliteConnection, "main", bytes, sqlite3_int64(length), sqlite3_int64(capacity), flags)
        guard code == SQLITE_OK else {
            throw PulsumError.corruptFile(path: name, reason: "not a database image (\(String(cString: sqlite3_errstr(code))))")
        }
        db.clearSchemaCache()
        // No quick_check: the image comes out of an authenticated (age) file, byte for byte what
        // was written, and a bad image still fails on its first read with a SQLite error.
        _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
    }
}

extension PulsumDatabase {
    /// Moves everything in the write-ahead log into the database file and empties the log, so the
    /// file alone holds the whole database (before it is encrypted or copied).
    public func checkpointWAL() throws {
        try queue.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
    }
}

/// Asks the kernel to back a large image buffer with transparent huge pages where it allows them
/// (`MADV_HUGEPAGE`; a no-op when they are off): filling a 36 MB image then takes about 20 page
/// faults instead of 9,000, which was a fifth of an encrypted open's time. The advice covers every
/// page the buffer touches (rounded outward): rounding inward left the buffer's first page out,
/// split its mapping there, and cost about 500 more 4 KiB page faults (measured with `perf stat`).
private func adviseHugePages(_ buffer: UnsafeMutableRawPointer, count: Int) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = Int(bitPattern: buffer) / page * page
    let end = (Int(bitPattern: buffer) + count + page - 1) / page * page
    guard end - start >= 2 << 20, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, end - start, MADV_HUGEPAGE)
}
