import Foundation
import PulsumFiles
import PulsumTestSupport
import Testing

@Suite("Where the shipped files are found")
struct ShareFolderTests {
    /// `<prefix>/bin/pulsum` and `<prefix>/share/pulsum/` holding `files`, plus a symlink to the
    /// binary in another folder (as `~/bin/pulsum -> /opt/pulsum/bin/pulsum`).
    static func installedTree(holding files: [ShippedFile]) throws -> (prefix: URL, link: URL) {
        let root = try TestPaths.temporaryDirectory("pulsum-share")
        let prefix = root.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data().write(to: prefix.appendingPathComponent("bin/pulsum"))
        for file in files {
            let url = prefix.appendingPathComponent("share/pulsum").appendingPathComponent(file.rawValue)
            let target = file == .model ? url.appendingPathComponent("config.json") : url
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: target)
        }
        let link = root.appendingPathComponent("elsewhere/pulsum")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: prefix.appendingPathComponent("bin/pulsum"))
        return (prefix, link)
    }

    @Test("an installed binary, run through a symlink, finds ../share/pulsum first, then the variable, then XDG")
    func order() throws {
        let (prefix, link) = try Self.installedTree(holding: [.library])
        defer { try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent()) }
        let folders = ShareFolder.searchPath(environment: ["PULSUM_DATA_FILES": "/opt/data", "XDG_DATA_HOME": "/x"],
                                             executablePath: link.path)
        #expect(folders.map(\.origin) == [.installed, .variable, .xdg])
        #expect(folders.map(\.url.path) == [prefix.appendingPathComponent("share/pulsum").resolvingSymlinksInPath().path,
                                            "/opt/data", "/x/pulsum"])
        #expect(ShareFolder.locate(.library, in: folders).path
            == prefix.appendingPathComponent("share/pulsum/micro-moments.jsonl").resolvingSymlinksInPath().path)
        // Not installed there: where the first folder would hold it, so the error names it.
        #expect(ShareFolder.locate(.crisisPrototypes, in: folders).path
            == prefix.appendingPathComponent("share/pulsum/safety/crisis-prototypes.jsonl").resolvingSymlinksInPath().path)
        let home = ShareFolder.searchPath(environment: ["HOME": "/h"], executablePath: link.path)
        #expect(home.last?.url.path == "/h/.local/share/pulsum")
    }

    @Test("a file missing beside the executable is taken from the next folder that has it")
    func fallsThrough() throws {
        let (prefix, link) = try Self.installedTree(holding: [])
        let (other, _) = try Self.installedTree(holding: [.model])
        defer {
            try? FileManager.default.removeItem(at: prefix.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: other.deletingLastPathComponent())
        }
        let shared = other.appendingPathComponent("share/pulsum").path
        let folders = ShareFolder.searchPath(environment: ["PULSUM_DATA_FILES": shared], executablePath: link.path)
        #expect(ShareFolder.locate(.model, in: folders).path == shared + "/models/all-MiniLM-L6-v2")
    }

    @Test("a build in the checkout finds the checkout's Data/ and models/")
    func checkout() {
        let binary = TestPaths.repositoryRoot.appendingPathComponent(".build/debug/pulsum").path
        let folders = ShareFolder.searchPath(environment: [:], executablePath: binary)
        #expect(folders.map(\.origin) == [.installed, .checkout, .xdg])
        #expect(ShareFolder.locate(.library, in: folders).path
            == TestPaths.repositoryRoot.appendingPathComponent("Data/micro-moments.jsonl").path)
    }

    @Test("the running executable is read from /proc/self/exe: absolute, and it exists")
    func runningExecutable() {
        let path = ShareFolder.runningExecutable()
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
