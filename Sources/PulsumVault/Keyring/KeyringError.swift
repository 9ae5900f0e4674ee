import Foundation

/// Why the kernel key retention service could not hold or give back an unlock session.
public enum KeyringError: LocalizedError, Equatable, Sendable {
    /// The system calls are refused (a container's seccomp filter, or a kernel without keys).
    case unavailable(errno: Int32)
    /// Another failure of `add_key` / `keyctl`.
    case failed(operation: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .unavailable(let code):
            "unlock sessions need the kernel key retention service, and this system refuses it "
                + "(\(String(cString: strerror(code))); containers often block add_key/keyctl with seccomp); "
                + "use an identity file (--identity FILE or PULSUM_IDENTITY) or enter the passphrase per command"
        case .failed(let operation, let reason): "kernel keyring: \(operation) failed: \(reason)"
        }
    }
}
