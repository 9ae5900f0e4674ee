import PulsumCore
import Testing

@Suite("SourceKind")
struct SourceKindTests {
    @Test func classifiesCommonDevices() {
        #expect(SourceRef(name: "Jane's Apple Watch", deviceModel: "Watch").kind == .watch)
        #expect(SourceRef(name: "Jane's iPhone", deviceModel: "iPhone").kind == .phone)
        #expect(SourceRef(name: "Oura").kind == .ring)
        #expect(SourceRef(name: "MyFitnessApp").kind == .other)
    }

    @Test func sleepStagesThatCountAsAsleep() {
        #expect(SleepStage.allCases.filter(\.isAsleep) == [.core, .deep, .rem, .asleepUnspecified])
    }
}
