import Foundation
import PulsumCore
import PulsumTestSupport
import Testing
@testable import PulsumRanking

@Suite struct RankerStateFileTests {
    func trainedState() throws -> RankerState {
        var ranker = RecRanker()
        let pool = try candidates(["sleep-screens-down", "stress-box-breathing", "mood-kind-message"])
        let context = RecRanker.Context(features: ["sleep_asleep": -1.2], now: morning)
        ranker.recordChoice(pool[1], over: pool, in: context)
        ranker.recordShown(pool.map(\.item.id), at: morning)
        return ranker.state
    }

    @Test func stateRoundTripsThroughItsFile() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = RankerStateFile(url: folder.appendingPathComponent("ranker.state"))
        #expect(try file.loadOrInitial() == RankerState.initial)
        let state = try trainedState()
        try file.save(state)
        let loaded = try file.load()
        #expect(loaded == state)
        #expect(loaded.updateCount == 2)
        #expect(loaded.history["stress-box-breathing"]?.timesChosen == 1)
        #expect(loaded.history["mood-kind-message"]?.lastShown == morning)
    }

    @Test(arguments: ["flip", "truncate", "version", "magic", "features"])
    func damagedOrForeignStateIsRefusedAndLeftAlone(_ damage: String) throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ranker.state")
        let file = RankerStateFile(url: url)
        var state = try trainedState()
        if damage == "features" { state.featureNames[0] = "something_else" }
        try file.save(state)
        var bytes = try Data(contentsOf: url)
        let headerEnd = try #require(bytes.firstIndex(of: UInt8(ascii: "\n")))
        switch damage {
        case "flip": bytes[headerEnd + 20] ^= 0x01
        case "truncate": bytes = bytes.prefix(bytes.count - 7)
        case "version": bytes.replaceSubrange(0..<15, with: Data("PULSUM-RANKER 9".utf8))
        case "magic": bytes.replaceSubrange(0..<6, with: Data("OTHER!".utf8))
        default: break
        }
        try bytes.write(to: url)
        let error = try #require(throws: PulsumError.self) { try file.load() }
        guard case let .corruptFile(path, reason) = error else {
            Issue.record("expected corruptFile, got \(error)")
            return
        }
        #expect(path == url.path)
        if damage == "version" { #expect(reason.contains("version 9")) }
        #expect(try Data(contentsOf: url) == bytes)
    }
}
