import Foundation
import PulsumVault

/// `pulsum doctor`'s privacy lines: encryption, where the key can come from, the unlock session.
/// None of them needs the key or asks for a passphrase.
extension Orchestrator {
    func vaultChecks() -> [InstallationCheck] {
        let status = access.vault.status()
        guard status.encrypted else {
            return [InstallationCheck(name: "encryption", ok: true,
                                      detail: "not encrypted: files are protected by their permissions only (`pulsum encrypt` encrypts them; docs/privacy.md)")]
        }
        return [
            InstallationCheck(name: "encryption", ok: true, detail: "encrypted: every personal file is an age v1 file (vault.json)"),
            keySourceCheck(status.keySources),
            sessionCheck(status),
        ]
    }

    private func keySourceCheck(_ sources: [KeySource]) -> InstallationCheck {
        guard !sources.isEmpty else {
            return InstallationCheck(name: "key source", ok: false, detail: "no key file: the folder cannot be opened",
                                     fix: "restore key.passphrase.age or key.identity.age from a backup")
        }
        var detail = "opens with " + sources.map { $0 == .passphrase ? "a passphrase" : "an identity file" }.joined(separator: " or ")
        if let path = access.request.identityPath {
            do {
                _ = try IdentityFile.read(path)
                detail += "; identity file \(path) readable"
            } catch {
                return InstallationCheck(name: "key source", ok: false, detail: detail + "; " + error.localizedDescription,
                                         fix: "chmod 600 the identity file, or point PULSUM_IDENTITY at the right one")
            }
        }
        return InstallationCheck(name: "key source", ok: true, detail: detail)
    }

    private func sessionCheck(_ status: VaultStatus) -> InstallationCheck {
        if let problem = status.keyringProblem {
            return InstallationCheck(name: "session", ok: true, detail: "unlock sessions unavailable here: \(problem)")
        }
        guard let expires = status.sessionExpires else {
            return InstallationCheck(name: "session", ok: true, detail: "locked (`pulsum unlock` opens a session)")
        }
        let formatter = ISO8601DateFormatter()
        let minutes = max(0, Int(expires.timeIntervalSinceNow / 60))
        return InstallationCheck(name: "session", ok: true,
                                 detail: "unlocked until \(formatter.string(from: expires)) (\(minutes) min left; `pulsum lock` ends it)")
    }
}
