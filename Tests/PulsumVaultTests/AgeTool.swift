import Foundation
import Testing

/// The reference `age` / `age-keygen` binaries (Debian package `age`), for interoperability tests.
enum AgeTool {
    static func path(_ name: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        return nil
    }

    /// True when `age`, `age-keygen` and `script` (a terminal for passphrase prompts) are installed.
    static var isInstalled: Bool { path("age") != nil && path("age-keygen") != nil && path("script") != nil }

    static let skipMessage: Comment = "the reference 'age' tool is not installed (scripts/setup.sh installs the Debian package 'age'); skipped"

    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `executable` with `arguments`, feeding `stdin`.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], stdin: Data = Data()) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `age` with `arguments` on a pseudo-terminal (age reads passphrases only from a
    /// terminal), typing `lines` into it.
    @discardableResult
    static func runOnTerminal(_ arguments: [String], typing lines: [String]) throws -> Run {
        let command = ([path("age") ?? "age"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try run(path("script") ?? "script", ["-qec", command, "/dev/null"], stdin: Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}
