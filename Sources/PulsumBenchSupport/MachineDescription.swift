import Foundation
import PulsumLinearAlgebra

/// The machine a benchmark ran on: what every published figure is stated with.
public struct MachineDescription: Codable, Sendable, Equatable {
    /// The CPU's model name from `/proc/cpuinfo` ("unknown" elsewhere).
    public var cpu: String
    /// Cores available to this process.
    public var cores: Int
    /// The 1, 5 and 15-minute load averages.
    public var loadAverage: [Double]
    /// The OpenBLAS kernel in use (after Pulsum's kernel fix).
    public var blasCore: String

    enum CodingKeys: String, CodingKey {
        case cpu, cores, loadAverage = "load_average", blasCore = "openblas_core"
    }

    /// This machine, now.
    public static func current() -> MachineDescription {
        MachineDescription(cpu: cpuModel(cpuinfo: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""),
                           cores: ProcessInfo.processInfo.activeProcessorCount, loadAverage: loadAverage(),
                           blasCore: BLASRuntime.coreName)
    }

    /// The first `model name` of a `/proc/cpuinfo` text.
    static func cpuModel(cpuinfo: String) -> String {
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// The current load averages (empty when the system does not tell).
    public static func loadAverage() -> [Double] {
        var values = [Double](repeating: 0, count: 3)
        let count = values.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { getloadavg($0, 3) } ?? -1
        }
        return count > 0 ? Array(values.prefix(Int(count))) : []
    }

    /// One line: "CPU, N cores, OpenBLAS core X, load average a b c".
    public var summary: String {
        let load = loadAverage.map { String(format: "%.2f", $0) }.joined(separator: " ")
        return "\(cpu), \(cores) cores, OpenBLAS core \(blasCore), load average \(load)"
    }
}
