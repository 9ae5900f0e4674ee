import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Records the back-off waits instead of sleeping.
final class WaitRecorder: Sendable {
    private let lock = NSLock()
    // safe: every access holds `lock`.
    nonisolated(unsafe) private var recorded: [TimeInterval] = []

    var waits: [TimeInterval] { lock.withLock { recorded } }
    func record(_ seconds: TimeInterval) { lock.withLock { recorded.append(seconds) } }
}

@Suite(.serialized) struct VaultSessionTests {
    static func makeVault(_ recorder: WaitRecorder) throws -> (Vault, DataKey) {
        let folder = try TestPaths.temporaryDirectory("vault-session")
        let vault = Vault(folder: folder, wait: { recorder.record($0) })
        let key = try vault.keys.create(passphrase: Data("right".utf8), identityRecipient: nil, workFactor: 17)
        try vault.audit.append(AuditEntry(event: .`init`), key: key.auditKey)
        return (vault, key)
    }

    @Test func failuresAreAuditedAndBackOffAfterFive() throws {
        let recorder = WaitRecorder()
        let (vault, key) = try Self.makeVault(recorder)
        defer { try? FileManager.default.removeItem(at: vault.folder) }
        for _ in 0..<7 {
            #expect(throws: VaultError.wrongPassphrase) { try vault.open(.passphrase(Data("wrong".utf8))) }
        }
        #expect(recorder.waits == [0, 0, 0, 0, 0, 1, 2])
        #expect(try vault.audit.consecutiveFailedUnlocks() == 7)
        #expect(try vault.open(.passphrase(Data("right".utf8))).recipient == key.recipient)
        #expect(recorder.waits.last == 4)
        #expect(try vault.audit.consecutiveFailedUnlocks() == 0)
        let records = try vault.audit.records()
        #expect(records.filter { $0.event == .unlock && $0.outcome == .failed }.count == 7)
        #expect(records.last?.chain == .hmac)
        let verification = try vault.audit.verify(key: key.auditKey)
        #expect(verification.lines == 9 && verification.linesAfterCheckpoint == 0)
        #expect(UnlockBackoff.delay(afterFailures: 40) == UnlockBackoff.maximumDelay)
    }

    @Test(.enabled(if: KernelKeyring.isAvailable, "the kernel keyring is refused here; skipped"))
    func unlockLockAndStatus() throws {
        let recorder = WaitRecorder()
        let (vault, key) = try Self.makeVault(recorder)
        defer {
            vault.keyring.revoke()
            try? FileManager.default.removeItem(at: vault.folder)
        }
        #expect(try vault.sessionKey() == nil)
        #expect(vault.status() == VaultStatus(encrypted: true, keySources: [.passphrase], sessionExpires: nil, keyringProblem: nil))
        let session = try vault.unlock(.passphrase(Data("right".utf8)), for: 8 * 3600)
        #expect(try vault.sessionKey()?.recipient == key.recipient)
        #expect(vault.status().sessionExpires == session.expires)
        try vault.lock()
        #expect(try vault.sessionKey() == nil)
        #expect(try vault.audit.records().map(\.event) == [.`init`, .unlock, .lock])
        #expect(try vault.audit.verify(key: key.auditKey).lines == 3)
    }

    @Test func identityFileOpens() throws {
        let folder = try TestPaths.temporaryDirectory("vault-session")
        defer { try? FileManager.default.removeItem(at: folder) }
        let identityPath = folder.appendingPathComponent("me.key").path
        let person = try IdentityFile.create(identityPath)
        let vault = Vault(folder: folder.appendingPathComponent("data"), wait: { _ in })
        try FileManager.default.createDirectory(at: vault.folder, withIntermediateDirectories: true)
        let key = try vault.keys.create(passphrase: nil, identityRecipient: person.recipient)
        #expect(try vault.open(.identityFile(identityPath)).recipient == key.recipient)
        chmod(identityPath, 0o644)
        #expect(throws: VaultError.identityFileTooOpen(path: identityPath, mode: 0o644)) { try vault.open(.identityFile(identityPath)) }
        #expect(try vault.audit.consecutiveFailedUnlocks() == 0, "a refused identity file is not a failed guess")
    }

    @Test func passphraseFromADescriptor() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        _ = "pass phrase with spaces\nsecond line".withCString { Glibc.write(fds[1], $0, strlen($0)) }
        close(fds[1])
        defer { close(fds[0]) }
        #expect(try PassphraseInput.read(fd: fds[0]) == Data("pass phrase with spaces".utf8))
    }
}
