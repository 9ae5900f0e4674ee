import Foundation
import PulsumCohort
import PulsumCore
import PulsumTestSupport
import Testing

@Suite("Cohort manifest and folder")
struct CohortManifestTests {
    @Test("a hand-written manifest parses; new sources get random ids that are kept")
    func parseAndAssign() throws {
        let text = """
            # study codes assigned by the site
            person,source
            S017,export:site2-S017
            S017,participant:1503960366

            S018,participant:1624580081
            """
        var manifest = try CohortManifest(parsing: text, path: "manifest.csv")
        #expect(manifest.personIDs.map(\.rawValue) == ["S017", "S018"])
        var generator = SeededGenerator(seed: 7)
        #expect(try manifest.person(for: .participant("1503960366"), using: &generator).rawValue == "S017")
        let new = try manifest.person(for: .export("alice-2024"), using: &generator)
        #expect(new.rawValue.hasPrefix("p-") && new.rawValue.count == 14)
        #expect(try manifest.person(for: .export("alice-2024"), using: &generator) == new)
        let again = try CohortManifest(parsing: manifest.text, path: "manifest.csv")
        #expect(again == manifest)
        #expect(!manifest.text.contains("alice") || manifest.text.contains("export:alice-2024"))
    }

    @Test("malformed manifests are refused with the line", arguments: [
        "person,source\nS1,participant:1\nS2,participant:1\n",
        "person,source\n../x,export:a\n",
        "person,source\nS1,folder:a\n",
        "id,participant\nS1,participant:1\n",
        "person,source\nS1\n",
    ])
    func malformed(text: String) {
        #expect(throws: PulsumError.self) { try CohortManifest(parsing: text, path: "m.csv") }
    }

    @Test("person ids are safe folder names")
    func personIDs() throws {
        for good in ["S017", "p-0a1b2c3d4e5f", "site_2.person-9"] { _ = try PersonID(good) }
        for bad in ["", ".hidden", "a/b", "a b", "é", String(repeating: "x", count: 65)] {
            #expect(throws: PulsumError.self) { try PersonID(bad) }
        }
    }

    @Test("the folder keeps the manifest private and each person in people/<id>")
    func folderLayout() throws {
        let root = try TestPaths.temporaryDirectory("pulsum-cohort").appendingPathComponent("study")
        let folder = CohortFolder(url: root)
        try folder.prepare()
        #expect(try folder.loadManifest() == CohortManifest())
        var manifest = CohortManifest()
        var generator = SeededGenerator(seed: 1)
        let person = try manifest.person(for: .participant("42"), using: &generator)
        try folder.save(manifest)
        #expect(try folder.loadManifest() == manifest)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.manifestURL.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(folder.dataFolder(of: person).url.path == root.path + "/people/" + person.rawValue)
        let lock = try folder.lock()
        #expect(throws: PulsumError.self) { try folder.lock() }
        withExtendedLifetime(lock) {}
    }
}
