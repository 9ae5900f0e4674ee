import Testing
@testable import PulsumBenchSupport

@Suite struct MachineDescriptionTests {
    @Test func readsTheFirstModelNameOfCpuinfo() {
        let cpuinfo = "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\nprocessor\t: 1\nmodel name\t: other\n"
        #expect(MachineDescription.cpuModel(cpuinfo: cpuinfo) == "AMD EPYC 7B13")
        #expect(MachineDescription.cpuModel(cpuinfo: "") == "unknown")
    }

    #if os(Linux)
    @Test func describesThisMachine() {
        let machine = MachineDescription.current()
        #expect(machine.cores >= 1)
        #expect(machine.loadAverage.count == 3 && machine.loadAverage.allSatisfy { $0 >= 0 })
        #expect(!machine.blasCore.isEmpty)
    }
    #endif
}
