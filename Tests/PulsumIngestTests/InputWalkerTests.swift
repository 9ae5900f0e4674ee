import Foundation
import PulsumCore
import PulsumFiles
import PulsumIngest
import PulsumTestSupport
import Testing

@Suite("Walking inputs: folders, ZIP archives, .gz files, standard input")
struct InputWalkerTests {
    /// Walks `root` in a fresh scratch folder and returns what was found, with each file's bytes.
    static func walk(_ root: String, standardInput: Int32? = nil, inflation: InflationLimit = .standard) throws
        -> [(found: FoundInput, bytes: Data?)]
    {
        let parent = try TestPaths.temporaryDirectory("pulsum-walker")
        defer { try? FileManager.default.removeItem(at: parent) }
        let found = try ScratchFolder.withFolder(in: parent) { scratch in
            var walker = InputWalker(scratch: scratch)
            walker.inflation = inflation
            if let standardInput { walker.standardInput = standardInput }
            var found: [(FoundInput, Data?)] = []
            try walker.walk(root) { input in
                if case let .file(file) = input {
                    found.append((input, FileManager.default.contents(atPath: file.path)))
                } else {
                    found.append((input, nil))
                }
            }
            return found
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(leftovers.isEmpty, "scratch files left: \(leftovers)")
        return found
    }

    static func displayPaths(_ found: [(found: FoundInput, bytes: Data?)]) -> [String] {
        found.map {
            switch $0.found {
            case let .file(file): file.displayPath
            case let .damaged(path, _): "damaged " + path
            case let .skipped(path, _): "skipped " + path
            }
        }
    }

    @Test("a ZIP is walked like a folder: members in order, hidden and __MACOSX left out, .gz members inflated")
    func zipMembers() throws {
        let zip = TestPaths.fixture("archives/health-export.zip").path
        let found = try Self.walk(zip)
        #expect(Self.displayPaths(found) == [
            "\(zip):MyFitbitData/Physical Activity/steps-2020-01-01.json.gz",
            "\(zip):MyFitbitData/README.txt",
            "\(zip):MyFitbitData/Sleep/sleep-2020-01-01.json",
            "\(zip):apple_health_export/export.xml",
        ])
        #expect(found.allSatisfy { if case let .file(file) = $0.found { file.isInCollection } else { false } })
        #expect(found[0].bytes == FileManager.default.contents(atPath: TestPaths.fixture("vendors/fitbit/steps-2020-01-01.json").path))
        #expect(found[3].bytes == FileManager.default.contents(atPath: TestPaths.fixture("apple/nap.xml").path))
    }

    @Test("a .gz file named alone is its content, under the name the person gave")
    func gzipFile() throws {
        let gz = TestPaths.fixture("archives/mixed.csv.gz").path
        let found = try Self.walk(gz)
        #expect(Self.displayPaths(found) == [gz])
        #expect(found.first?.bytes == FileManager.default.contents(atPath: TestPaths.fixture("canonical/mixed.csv").path))
        guard case let .file(file)? = found.first?.found else { return }
        #expect(!file.isInCollection)
        #expect(file.path.hasSuffix("/mixed.csv"))
    }

    @Test("a .gz holding a .gz of the same name is inflated twice, each copy in its own place")
    func gzipTwice() throws {
        let gz = TestPaths.fixture("archives/twice.csv.gz").path
        let found = try Self.walk(gz)
        #expect(Self.displayPaths(found) == [gz])
        #expect(found.first?.bytes == FileManager.default.contents(atPath: TestPaths.fixture("canonical/mixed.csv").path))
    }

    @Test("a truncated .gz is an error named alone and a damaged entry inside a folder")
    func truncatedGzip() throws {
        let gz = TestPaths.fixture("archives/truncated.csv.gz").path
        #expect(throws: PulsumError.truncatedFile(path: gz, detail: "the gzip data ends early")) { try Self.walk(gz) }
        let folder = try TestPaths.temporaryDirectory("pulsum-walker-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("truncated.csv.gz")
        try FileManager.default.copyItem(atPath: gz, toPath: copy.path)
        #expect(Self.displayPaths(try Self.walk(folder.path)) == ["damaged \(copy.path)"])
    }

    @Test("a member whose CRC-32 does not match is damaged; the other members are still found")
    func damagedMember() throws {
        let zip = TestPaths.fixture("archives/damaged-member.zip").path
        #expect(Self.displayPaths(try Self.walk(zip)) == [
            "damaged \(zip):a-damaged/sleep-2020-01-01.json", "\(zip):b-good/steps-2020-01-01.json",
        ])
    }

    @Test("- reads standard input to its end, and gzip there is inflated too")
    func standardInput() throws {
        for fixture in ["canonical/mixed.csv", "archives/mixed.csv.gz"] {
            let input = try #require(FileHandle(forReadingAtPath: TestPaths.fixture(fixture).path))
            defer { try? input.close() }
            let found = try Self.walk("-", standardInput: input.fileDescriptor)
            #expect(Self.displayPaths(found) == ["-"])
            #expect(found.first?.bytes == FileManager.default.contents(atPath: TestPaths.fixture("canonical/mixed.csv").path))
        }
    }

    /// A folder holding `bomb.csv.gz` (8 MiB of zeros, gzip -9: about 8 KB) and a small CSV.
    static func folderWithGzipBomb() throws -> URL {
        let folder = try TestPaths.temporaryDirectory("pulsum-bomb")
        try Data(count: 8 << 20).write(to: folder.appendingPathComponent("bomb.csv"))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-9", folder.appendingPathComponent("bomb.csv").path]
        try gzip.run()
        gzip.waitUntilExit()
        try Data("metric,start,end,value,unit,source\n".utf8).write(to: folder.appendingPathComponent("small.csv"))
        return folder
    }

    @Test("a .gz that inflates past its budget is refused alone, and damaged inside a folder, with no copy left")
    func decompressionBomb() throws {
        let folder = try Self.folderWithGzipBomb()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bomb = folder.appendingPathComponent("bomb.csv.gz").path
        let tight = InflationLimit(ratio: 100, floor: 1 << 20)
        #expect(throws: PulsumError.self) { try Self.walk(bomb, inflation: tight) }
        let found = try Self.walk(folder.path, inflation: tight)
        #expect(Self.displayPaths(found) == ["damaged \(bomb)", folder.appendingPathComponent("small.csv").path])
        if case let .damaged(_, reason) = found[0].found {
            #expect(reason.contains("inflates to more than 100 times its size (and more than 1 MiB)"), "\(reason)")
        }
        // The same file within a looser budget inflates whole.
        #expect(try Self.walk(bomb, inflation: InflationLimit(ratio: 100, floor: 16 << 20)).first?.bytes?.count == 8 << 20)
    }
}
