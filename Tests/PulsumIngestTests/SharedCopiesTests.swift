import Foundation
import PulsumTestSupport
import Testing

/// `Tests/Fixtures/shared` holds verbatim copies of a few `../shared` files, so a fresh clone runs
/// the tests that read them; this keeps the copies equal to their originals.
@Suite("Committed copies of ../shared files")
struct SharedCopiesTests {
    @Test("every committed copy equals its ../shared original",
          .enabled(if: TestPaths.sharedFolder != nil, "needs ../shared"))
    func copiesAreCurrent() throws {
        let shared = try #require(TestPaths.sharedFolder)
        let root = TestPaths.sharedCopies.standardizedFileURL.path + "/"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { !$0.hasSuffix("README.md") && !FileManager.default.isDirectory(atPath: root + $0) }
        #expect(files.count >= 20)
        for relative in files {
            let copy = try Data(contentsOf: URL(fileURLWithPath: root + relative))
            #expect(copy == (try? Data(contentsOf: shared.appendingPathComponent(relative))), "\(relative) differs from ../shared")
            #expect(copy.count <= 200_000, "\(relative) is too large to commit")
        }
    }
}

private extension FileManager {
    func isDirectory(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
