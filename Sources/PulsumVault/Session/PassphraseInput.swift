import Foundation
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// Reads a passphrase: from the terminal without echo, or from a file descriptor given by a
/// script (`--passphrase-fd N`). The passphrase is one line; its newline is not part of it.
public enum PassphraseInput {
    /// The longest passphrase read.
    static let limit = 4096

    /// Reads one line from descriptor `fd` (which stays open).
    public static func read(fd: Int32) throws -> Data {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count <= limit {
            let n = Glibc.read(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw VaultError.io("cannot read the passphrase from descriptor \(fd): \(errnoText())") }
            if n == 0 || byte == 10 { break }
            bytes.append(byte)
        }
        guard bytes.count <= limit else { throw VaultError.io("the passphrase is longer than \(limit) bytes") }
        if bytes.last == 13 { bytes.removeLast() }
        guard !bytes.isEmpty else { throw VaultError.io("no passphrase was given on descriptor \(fd)") }
        return Data(bytes)
    }

    /// Asks on the terminal (`/dev/tty`) with echo off; throws when there is no terminal.
    public static func prompt(_ message: String) throws -> Data {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw VaultError.io("no terminal to ask for the passphrase: run 'pulsum unlock' first, pass --identity FILE, or use --passphrase-fd N")
        }
        defer { close(fd) }
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { throw VaultError.io("cannot switch the terminal's echo off: \(errnoText())") }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        guard tcsetattr(fd, TCSAFLUSH, &silent) == 0 else { throw VaultError.io("cannot switch the terminal's echo off: \(errnoText())") }
        defer {
            tcsetattr(fd, TCSAFLUSH, &saved)
            _ = Glibc.write(fd, "\n", 1)
        }
        _ = message.withCString { Glibc.write(fd, $0, strlen($0)) }
        return try read(fd: fd)
    }
}
