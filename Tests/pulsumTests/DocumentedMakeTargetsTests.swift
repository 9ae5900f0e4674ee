import Foundation
import PulsumTestSupport
import Testing

/// Every `make TARGET` the documentation tells a reader to run is a rule of the Makefile (a merge
/// once dropped five of them while the docs still named them).
@Suite("Documented make targets")
struct DocumentedMakeTargetsTests {
    /// The documents a newcomer reads.
    static func documents() throws -> [URL] {
        let root = TestPaths.repositoryRoot
        let docs = root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        return pages + ["README.md", "CONTRIBUTING.md", "Tests/README.md", "Benchmarks/README.md"].map { root.appendingPathComponent($0) }
    }

    /// `make X` in inline code, or at the start of a line inside a fenced block.
    static func targetsNamed(in text: String) -> Set<String> {
        var targets = Set<String>()
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            for match in line.matches(of: /`make ([a-z][a-z-]*)/) { targets.insert(String(match.1)) }
            if inFence, let match = line.firstMatch(of: /^make ([a-z][a-z-]*)/) { targets.insert(String(match.1)) }
        }
        return targets
    }

    @Test("each make target the docs name has a rule")
    func documentedTargetsExist() throws {
        let makefile = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let rules = Set(makefile.split(separator: "\n").compactMap { $0.firstMatch(of: /^([a-z][a-z-]*):/).map { String($0.1) } })
        var named = Set<String>()
        for document in try Self.documents() {
            named.formUnion(Self.targetsNamed(in: try String(contentsOf: document, encoding: .utf8)))
        }
        #expect(named.contains("test"), "the scan found no `make test`: it is not reading the docs")
        #expect(named.subtracting(rules).sorted() == [])
    }
}
