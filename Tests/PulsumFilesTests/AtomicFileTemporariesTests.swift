import Foundation
import PulsumFiles
import PulsumTestSupport
import Testing

@Suite struct AtomicFileTemporariesTests {
    /// A writer killed mid-save leaves `.NAME.tmp-PID-RANDOM`; the next save removes it when
    /// that process is gone, and never touches a live writer's temporary file.
    @Test func nextSaveRemovesTemporariesOfDeadWritersOnly() throws {
        let folder = try TestPaths.temporaryDirectory("atomic")
        let target = folder.appendingPathComponent("store.bin")
        let dead = folder.appendingPathComponent(".store.bin.tmp-2147483646-17")
        let live = folder.appendingPathComponent(".store.bin.tmp-\(getpid())-18")
        let other = folder.appendingPathComponent(".other.bin.tmp-2147483646-19")
        for url in [dead, live, other] { try Data("partial".utf8).write(to: url) }
        try AtomicFile.write(Data("complete".utf8), to: target)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == [target.lastPathComponent, live.lastPathComponent, other.lastPathComponent])
        #expect(try Data(contentsOf: target) == Data("complete".utf8))
    }
}
