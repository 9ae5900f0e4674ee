import Foundation
import PulsumTestSupport
import Testing

/// PulsumAgents is the one door: the command line imports only it and PulsumCore (plus its
/// toolkit). The benchmark commands are exempt until they move to their own executable.
@Suite("Module boundary")
struct ModuleBoundaryTests {
    static let allowed: Set<String> = ["ArgumentParser", "Foundation", "Glibc", "Logging", "PulsumAgents", "PulsumCore",
                                       "Synchronization"]

    static func isBenchmark(_ file: String) -> Bool {
        file.hasPrefix("Bench") || file == "EmbedBenchmark.swift" || file == "StoreCrashCommands.swift"
    }

    @Test func commandsImportOnlyTheAgentsAndTheCore() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Sources/pulsum")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files where !Self.isBenchmark(file) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                      index + 1 < words.count else { continue }
                let module = String(words[index + 1])
                #expect(Self.allowed.contains(module), "\(file) imports \(module)")
            }
        }
    }
}
