import Foundation
import PulsumCore
import PulsumStore
import PulsumVault

#if canImport(Glibc)
import Glibc
#endif

// Encryption-at-rest benchmark commands (release build; Benchmarks/vault/run.sh pairs them
// with the reference `age` tool and with the plaintext database):
//   cipher MIB                    payload cipher throughput in memory, CPU time, one core
//   kdf                           one passphrase key derivation (scrypt N = 2^18, r = 8, p = 1)
//   encrypt IN OUT RECIPIENT      age file encryption, streaming (pairs with age -r)
//   decrypt IN OUT IDENTITY_FILE  age file decryption, streaming (pairs with age -d -i)
//   make-db DB DAYS               a synthetic database: DAYS days of 5-minute heart rate
//   seal DB OUT RECIPIENT         the database as an encrypted image
//   open-plain DB                 open the plaintext database and count its samples
//   open-sealed OUT IDENTITY_FILE open the encrypted image and count its samples
//   next-day STATE OUT            the canonical CSV of the day after the last one written (the
//                                 day number kept in STATE; make-db's days come first), for an
//                                 incremental `pulsum nightly`

/// CPU seconds used so far: user, system.
func cpuTimes() -> (user: Double, system: Double) {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return (Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6)
}

func cpuSeconds() -> Double { cpuTimes().user + cpuTimes().system }

/// Output that only counts bytes.
final class CountingOutput: ByteOutput {
    var count = 0
    func write(_ bytes: UnsafeRawBufferPointer) throws { count += bytes.count }
}

func withFiles(_ input: String, _ output: String, _ body: (FileDescriptorInput, FileDescriptorOutput) throws -> Void) throws {
    let inFD = open(input, O_RDONLY | O_CLOEXEC)
    let outFD = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard inFD >= 0, outFD >= 0 else { throw VaultError.io("cannot open \(input) or \(output)") }
    defer {
        close(inFD)
        close(outFD)
    }
    try body(FileDescriptorInput(fd: inFD, path: input), FileDescriptorOutput(fd: outFD, path: output))
}

func run(_ arguments: [String]) throws {
    switch arguments.first {
    case "cipher":
        let mib = Int(arguments.dropFirst().first ?? "1024") ?? 1024
        let identity = X25519Identity.generate()
        let block = Data(repeating: 0x5a, count: 1 << 20)
        let sink = CountingOutput()
        let start = cpuTimes()
        let writer = try AgeWriter(to: sink, recipients: [identity.recipient])
        for _ in 0..<mib { try writer.write(block) }
        try writer.finish()
        let end = cpuTimes()
        let (user, system) = (end.user - start.user, end.system - start.system)
        print(String(format: "payload cipher (age STREAM, ChaCha20-Poly1305, 64 KiB chunks): %d MiB in %.3f CPU s (user %.3f, system %.3f) = %.2f GB/s",
                     mib, user + system, user, system, Double(mib << 20) / (user + system) / 1e9))
    case "kdf":
        let sealed = try Age.encrypt(Data("k".utf8), to: [ScryptRecipient(passphrase: Data("benchmark".utf8))])
        let start = cpuSeconds()
        _ = try Age.decrypt(sealed, identities: [ScryptIdentity(passphrase: Data("benchmark".utf8))])
        print(String(format: "key derivation (scrypt N = 2^18, r = 8, p = 1): %.3f CPU s", cpuSeconds() - start))
    case "encrypt":
        try withFiles(arguments[1], arguments[2]) { input, output in
            let writer = try AgeWriter(to: output, recipients: [X25519Recipient(arguments[3])])
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            while case let n = try buffer.withUnsafeMutableBytes({ try input.read(into: $0) }), n > 0 {
                try buffer.withUnsafeBytes { try writer.write(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
            }
            try writer.finish()
        }
    case "decrypt":
        let identities = try IdentityFile.read(arguments[3])
        try withFiles(arguments[1], arguments[2]) { input, output in try AgeReader(from: input, identities: identities).copy(to: output) }
    case "make-db":
        let database = try PulsumDatabase(path: arguments[1])
        let days = Int(arguments[2]) ?? 3650
        let source = SourceRef(name: "Watch", deviceModel: "Watch")
        _ = try database.importFile(path: "synthetic", sha256: String(repeating: "0", count: 64), format: "synthetic") { tx in
            for index in 0..<(days * 288) {
                let start = 1_420_070_400 + Int64(index) * 300
                try tx.accept(Sample(metric: .heartRate, start: start, end: start, utcOffset: 0, value: 55 + Double(index % 40), source: source))
            }
        }
        try database.queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    case "seal":
        let image = try PulsumDatabase(path: arguments[1]).serialized()
        try SealedFile.write(image, to: URL(fileURLWithPath: arguments[2]), recipient: X25519Recipient(arguments[3]))
    case "open-plain":
        print(try PulsumDatabase(path: arguments[1]).counts().samples)
    case "open-sealed":
        let key = DataKey(identity: try IdentityFile.read(arguments[2])[0])
        let url = URL(fileURLWithPath: arguments[1])
        // As the product opens it: decrypted straight into SQLite's buffer.
        let database = try PulsumDatabase(imageCapacity: SealedFile.size(of: url) ?? 0, name: url.path) { buffer in
            try SealedFile.read(url, key: key, into: buffer)
        }
        print(try database.counts().samples)
    case "next-day":
        let state = arguments[1]
        let day = (Int((try? String(contentsOfFile: state, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 3650) + 1
        try String(day).write(toFile: state, atomically: true, encoding: .utf8)
        var csv = "metric,start,end,value,unit,source\n"
        let formatter = ISO8601DateFormatter()
        func time(_ offset: Int) -> String {
            formatter.string(from: Date(timeIntervalSince1970: TimeInterval(1_420_070_400 + day * 86_400 + offset)))
                .replacingOccurrences(of: "Z", with: "+00:00")
        }
        for slot in 0..<288 {
            csv += "heart_rate,\(time(slot * 300)),\(time(slot * 300)),\(55 + (day + slot) % 40),count/min,Watch\n"
        }
        csv += "steps,\(time(43_200)),\(time(46_800)),4200,count,Watch\n"
        try csv.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    default:
        throw VaultError.io("usage: pulsum-vault-bench cipher|kdf|encrypt|decrypt|make-db|seal|open-plain|open-sealed|next-day ...")
    }
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("pulsum-vault-bench: \(error.localizedDescription)\n".utf8))
    exit(1)
}
