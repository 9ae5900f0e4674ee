import Foundation

/// Runs the built `pulsum` (or `pulsum-bench`) executable, for end-to-end tests of the
/// command-line contract.
public enum PulsumProcess {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `pulsum` binary next to the test bundle (SwiftPM builds it for test targets that depend on it).
    public static var executable: URL { executable(named: "pulsum") }

    /// The `pulsum-bench` binary, found the same way.
    public static var benchExecutable: URL { executable(named: "pulsum-bench") }

    /// The executable `name` next to the test bundle, else in `.build/debug`.
    public static func executable(named name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return TestPaths.repositoryRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `pulsum` (or another copy of it) with arguments, optional standard input, extra
    /// environment variables and a working folder. With `standardOutput` (a closed pipe,
    /// `/dev/full`), stdout goes there and `stdout` is empty.
    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                           standardOutput: FileHandle? = nil, executable: URL = executable,
                           workingDirectory: URL? = nil) throws -> Result {
        try run(executable, arguments, stdin: stdin, environment: environment, standardOutput: standardOutput,
                workingDirectory: workingDirectory)
    }

    /// Runs `pulsum-bench` with arguments, optional standard input and extra environment variables.
    public static func runBench(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(benchExecutable, arguments, stdin: stdin, environment: environment, standardOutput: nil,
                workingDirectory: nil)
    }

    private static func run(_ program: URL, _ arguments: [String], stdin: String?, environment: [String: String],
                            standardOutput: FileHandle?, workingDirectory: URL?) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        var env = ProcessInfo.processInfo.environment
        env["PULSUM_MODEL_DIR"] = env["PULSUM_MODEL_DIR"] ?? TestPaths.modelDirectory.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
