import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing
@testable import PulsumRanking

/// Writes a file into a fresh temporary folder.
func temporaryFile(_ name: String, _ text: String) throws -> URL {
    let url = try TestPaths.temporaryDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}

/// A valid library line with some fields replaced.
func itemLine(id: String = "my-walk", overriding changes: [String: String] = [:]) -> String {
    var fields: [String: String] = [
        "id": "\"\(id)\"", "title": "\"A walk\"", "action": "\"Walk for ten minutes.\"",
        "category": "\"movement\"", "minutes": "10", "intensity": "\"low\"",
        "situations": "[\"sedentary_day\"]", "source": "{\"name\": \"WHO\", \"url\": \"https://www.who.int/\"}",
    ]
    for (key, value) in changes { fields[key] = value }
    return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
}

let builtInLibrary = TestPaths.repositoryRoot.appendingPathComponent("Data/micro-moments.jsonl")

@Suite struct LibraryTests {
    @Test func builtInLibraryIsValidAndCoversEveryCategory() throws {
        let items = try MicroMomentParser().parse(Data(contentsOf: builtInLibrary), file: builtInLibrary.path)
        #expect(items.count >= 120)
        #expect(Set(items.map(\.id)).count == items.count)
        #expect(Set(items.map(\.category)) == Set(MicroMomentCategory.allCases))
        for situation in Situation.allCases {
            #expect(items.contains { $0.situations.contains(situation) }, "no item fits \(situation.rawValue)")
        }
    }

    @Test func everyProblemIsNamedByFileLineAndField() throws {
        let lines = [
            itemLine(id: "a"),
            "",
            itemLine(id: "a"),
            itemLine(id: "b", overriding: ["category": "\"cardio\""]),
            itemLine(id: "c", overriding: ["situations": "[\"short_sleep\", \"hungry\"]"]),
            itemLine(id: "d", overriding: ["action": "\"  \""]),
            itemLine(id: "e", overriding: ["action": "\"One. Two. Three. Four.\""]),
            itemLine(id: "f", overriding: ["source": "{\"name\": \"x\", \"url\": \"http://x\"}"]),
            itemLine(id: "g", overriding: ["minutes": "0", "colour": "\"red\""]),
            "{not json",
            itemLine(id: "Bad Id"),
            itemLine(id: "h", overriding: ["minutes": "\"ten\""]),
        ]
        let data = Data(lines.joined(separator: "\r\n").utf8)
        let error = try #require(throws: LibraryError.self) { try MicroMomentParser().parse(data, file: "mine.jsonl") }
        let found = Set(error.problems.map { "\($0.line):\($0.field)" })
        let expected: Set<String> = [
            "3:id", "4:category", "5:situations", "6:action", "7:action", "8:source.url", "9:colour", "9:minutes",
            "10:", "11:id", "12:minutes",
        ]
        #expect(found == expected)
        #expect(error.problems.allSatisfy { $0.file == "mine.jsonl" })
        #expect(error.description.contains("mine.jsonl:5:situations: unknown situation 'hungry'"))
    }

    @Test func importStoresValidItemsAndRefusesBuiltInIDs() throws {
        let home = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let files = LibraryFiles(builtIn: builtInLibrary, importFolder: home.appendingPathComponent("library"))

        let clash = try temporaryFile("clash.jsonl", itemLine(id: "sleep-screens-down") + "\n")
        let error = try #require(throws: LibraryError.self) { try files.importFile(clash) }
        #expect(error.problems.map(\.field) == ["id"])
        #expect(try files.importedFiles().isEmpty)

        let mine = try temporaryFile("mine.jsonl", itemLine(id: "my-walk") + "\n" + itemLine(id: "my-stretch") + "\n")
        let result = try files.importFile(mine)
        #expect(result.items.map(\.id) == ["my-walk", "my-stretch"])
        #expect(result.destination.lastPathComponent == "mine.jsonl")
        let library = try MicroMomentLibrary.load(files: files)
        #expect(library.item(id: "my-stretch")?.category == .movement)
        #expect(library.items.count == (try MicroMomentLibrary.load(
            files: LibraryFiles(builtIn: builtInLibrary, importFolder: home.appendingPathComponent("none")))).items.count + 2)

        let hidden = try temporaryFile(".hidden.jsonl", itemLine(id: "my-hidden") + "\n")
        #expect(throws: PulsumError.self) { try files.importFile(hidden) }

        // A second file may not reuse the first one's ids; re-importing the same name replaces it.
        let other = try temporaryFile("other.jsonl", itemLine(id: "my-walk") + "\n")
        #expect(throws: LibraryError.self) { try files.importFile(other) }
        let replacement = try temporaryFile("mine.jsonl", itemLine(id: "my-walk") + "\n")
        try files.importFile(replacement)
        #expect(try MicroMomentLibrary.load(files: files).item(id: "my-stretch") == nil)
    }

    @Test func locateFindsTheCheckoutThenTheVariable() {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pulsum-home")
        let folder = DataDirectory(url: home)
        let elsewhere = ShareFolder.searchPath(environment: ["PULSUM_DATA_FILES": "/opt/pulsum-data", "HOME": "/h"],
                                               executablePath: "/nonexistent/bin/pulsum")
        let explicit = LibraryFiles.locate(dataFolder: folder, searchPath: elsewhere)
        // Nothing exists anywhere: the first place it was looked for.
        #expect(explicit.builtIn.path == "/nonexistent/share/pulsum/micro-moments.jsonl")
        #expect(explicit.importFolder.path == home.appendingPathComponent("library").path)
        let executable = TestPaths.repositoryRoot.appendingPathComponent(".build/debug/pulsum").path
        let found = LibraryFiles.locate(dataFolder: folder, searchPath: ShareFolder.searchPath(environment: [:], executablePath: executable))
        #expect(found.builtIn.standardizedFileURL.path == builtInLibrary.standardizedFileURL.path)
    }
}
