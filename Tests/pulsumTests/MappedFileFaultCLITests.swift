import Foundation
import PulsumTestSupport
import Testing

/// An export cut short while it is read (memory-mapped, so the kernel raises SIGBUS on the pages
/// past the new end; a failing disk does the same): one line and status 1 instead of a crash
/// report, and nothing of the file kept.
@Suite("A mapped file cut short")
struct MappedFileFaultCLITests {
    @Test(.enabled(if: KillShim.library != nil, "needs a C compiler for the kill shim"))
    func anExportCutShortWhileReadStopsWithOneLine() throws {
        let folder = try TestPaths.temporaryDirectory("mapped").resolvingSymlinksInPath()
        let export = folder.appendingPathComponent("export.csv")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Data/samples/canonical-sample.csv"), to: export)
        let data = folder.appendingPathComponent("data")
        let cut = try PulsumProcess.run(["ingest", "--data-dir", data.path, export.path], environment: [
            "LD_PRELOAD": try #require(KillShim.library).path, "KILLSHIM_UNDER": folder.path + "/", "KILLSHIM_CUT_MAPPED": "4096",
        ])
        #expect(cut.status == 1)
        #expect(cut.stderr == "pulsum: cannot read \(export.path): the file was cut short, or the disk failed, while it was being "
            + "read. Nothing from it was kept; check the file and try again.\n")
        #expect(try PulsumProcess.run(["days", "--json", "--data-dir", data.path]).stdout == "{\"days\":[]}\n")
    }
}
