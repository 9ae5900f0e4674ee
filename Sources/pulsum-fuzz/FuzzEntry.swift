import Foundation
import PulsumFuzzTargets

#if FUZZING
/// The target this libFuzzer process runs (`PULSUM_FUZZ_TARGET`).
private let target = ProcessInfo.processInfo.environment["PULSUM_FUZZ_TARGET"] ?? ""
/// The file each input is written to (the parsers read files), private to this process.
private let scratch = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("pulsum-fuzz-\(ProcessInfo.processInfo.processIdentifier)")

/// libFuzzer's driver (in the fuzzer runtime `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// One input (exported under libFuzzer's name too: its runtime refers to it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard FuzzTargets.run(target, UnsafeRawBufferPointer(start: data, count: size), scratch: scratch) else {
        FileHandle.standardError.write(Data("PULSUM_FUZZ_TARGET must be one of: \(FuzzTargets.names.joined(separator: " "))\n".utf8))
        exit(64)
    }
    return 0
}

/// Under the fuzzer: libFuzzer's command line (`pulsum-fuzz CORPUS... -max_total_time=60`),
/// the target named by `PULSUM_FUZZ_TARGET`.
@main
struct FuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}
#else
/// Without the fuzzer: `pulsum-fuzz TARGET FILE...` replays inputs through a target (to
/// reproduce a finding); `pulsum-fuzz --list` names the targets.
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let target = arguments.first, target != "--list" else {
            print(FuzzTargets.names.joined(separator: "\n"))
            return
        }
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pulsum-fuzz-replay-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for file in arguments.dropFirst() {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let known = data.withUnsafeBytes { FuzzTargets.run(target, $0, scratch: scratch) }
            guard known else {
                FileHandle.standardError.write(Data("unknown target \(target); see pulsum-fuzz --list\n".utf8))
                exit(64)
            }
            print("\(file): ok")
        }
    }
}
#endif
