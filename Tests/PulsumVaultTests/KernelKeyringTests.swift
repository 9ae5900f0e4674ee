import Foundation
import Testing
@testable import PulsumVault
import PulsumTestSupport

@Suite(.enabled(if: KernelKeyring.isAvailable, "the kernel key retention service is refused here (seccomp?); skipped"), .serialized)
struct KernelKeyringTests {
    @Test func storeReadRevoke() throws {
        let keyring = KernelKeyring(folder: try TestPaths.temporaryDirectory("vault-keyring"))
        defer { keyring.revoke() }
        #expect(try keyring.session() == nil)
        let key = DataKey.generate()
        let now = Date()
        try keyring.store(key, for: 3600, now: now)
        let session = try #require(try keyring.session())
        #expect(session.key.recipient == key.recipient)
        #expect(abs(session.expires.timeIntervalSince(now) - 3600) < 1)
        try keyring.store(DataKey.generate(), for: 60)
        #expect(try keyring.session()?.key.recipient != key.recipient)
        keyring.revoke()
        #expect(try keyring.session() == nil)
    }

    @Test func expiresByItself() throws {
        let keyring = KernelKeyring(folder: try TestPaths.temporaryDirectory("vault-keyring"))
        defer { keyring.revoke() }
        try keyring.store(DataKey.generate(), for: 1)
        #expect(try keyring.session() != nil)
        Thread.sleep(forTimeInterval: 2.2)
        #expect(try keyring.session() == nil)
    }

    @Test func foldersHaveTheirOwnSessions() throws {
        let a = KernelKeyring(folder: try TestPaths.temporaryDirectory("vault-keyring"))
        let b = KernelKeyring(folder: try TestPaths.temporaryDirectory("vault-keyring"))
        defer {
            a.revoke()
            b.revoke()
        }
        #expect(a.name != b.name)
        try a.store(DataKey.generate(), for: 60)
        #expect(try b.session() == nil)
    }

    @Test func refusalIsExplained() {
        let message = KeyringError.unavailable(errno: EPERM).localizedDescription
        #expect(message.contains("seccomp") && message.contains("--identity"))
    }
}
