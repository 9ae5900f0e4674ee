import Foundation
import PulsumCore
import PulsumFiles
import PulsumTestSupport
import Testing
@testable import PulsumSafety

@Suite struct CrisisPrototypesTests {
    private let shipped = TestPaths.repositoryRoot.appendingPathComponent("Data/safety/crisis-prototypes.jsonl")

    @Test func shippedListLoadsWithUniqueIDs() throws {
        let prototypes = try CrisisPrototypes.load(from: shipped)
        #expect(prototypes.count >= 30)
        #expect(Set(prototypes.map(\.id)).count == prototypes.count)
    }

    @Test func shippedListHoldsNoMethodDetails() throws {
        let words = ["threshold", "cosine", "similarity", "embedding", "prototype", "keyword"]
        for prototype in try CrisisPrototypes.load(from: shipped) {
            #expect(!words.contains { prototype.text.lowercased().contains($0) }, "\(prototype.id)")
        }
    }

    @Test func refusesDamagedFiles() throws {
        let folder = try TestPaths.temporaryDirectory("safety-prototypes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p.jsonl")
        for content in ["{\"id\": \"P1\"}\n", "{\"id\": \"P1\", \"text\": \"a\"}\n",
                        "{\"id\": \"P1\", \"text\": \"a\", \"category\": \"plan\"}\n{\"id\": \"P1\", \"text\": \"b\", \"category\": \"plan\"}\n",
                        "{\"id\": \"P1\", \"text\": \"a\", \"category\": \"sadness\"}\n", "\n"] {
            try Data(content.utf8).write(to: file)
            #expect(throws: PulsumError.self) { try CrisisPrototypes.load(from: file) }
        }
        #expect(throws: PulsumError.self) { try CrisisPrototypes.load(from: folder.appendingPathComponent("missing")) }
    }

    @Test func everyCrisisCategoryHasAPrototype() throws {
        let categories = Set(try CrisisPrototypes.load(from: shipped).map(\.category))
        #expect(categories == Set(CrisisCategory.allCases.filter(\.isCrisis)))
    }

    @Test func dataFilesAreFoundWhereThePrototypesAre() {
        let binary = TestPaths.repositoryRoot.appendingPathComponent(".build/debug/pulsum").path
        let searchPath = ShareFolder.searchPath(environment: [:], executablePath: binary)
        #expect(SafetyDataFiles.locate(.screenVocabulary, searchPath: searchPath).standardizedFileURL
            == ShippedScreen.dataFolder.appendingPathComponent(SafetyVocabulary.fileName).standardizedFileURL)
        #expect(SafetyDataFiles.locate(.crisisClassifier, searchPath: searchPath).deletingLastPathComponent().standardizedFileURL
            == CrisisPrototypes.locate(searchPath: searchPath).deletingLastPathComponent().standardizedFileURL)
    }

    @Test func locateFindsTheCheckout() {
        let binary = TestPaths.repositoryRoot.appendingPathComponent(".build/debug/pulsum").path
        #expect(CrisisPrototypes.locate(searchPath: ShareFolder.searchPath(environment: [:], executablePath: binary))
            .standardizedFileURL == shipped.standardizedFileURL)
    }
}
