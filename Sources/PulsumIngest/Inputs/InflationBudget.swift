import PulsumCore

/// How many bytes one archive or `.gz` file named by the person may inflate to, with everything
/// nested in it: ``ratio`` times its own size, and never less than ``floor``.
///
/// Real exports compress 5–30 times (an Apple Health `export.xml` about 15–25); a decompression
/// bomb compresses a thousand times or more and would fill the disk and take hours. Past the
/// budget the input is refused as damaged, its partial copy removed.
public struct InflationLimit: Sendable, Equatable {
    /// The most an input may inflate to, as a multiple of its compressed size.
    public var ratio: Int
    /// The budget of a small input, in bytes, whatever its ratio.
    public var floor: Int

    /// 100 times, at least 1 GiB.
    public static let standard = InflationLimit(ratio: 100, floor: 1 << 30)

    public init(ratio: Int, floor: Int) {
        self.ratio = ratio
        self.floor = floor
    }

    /// The budget for an input of `compressedSize` bytes.
    func budget(compressedSize: Int, displayPath: String) -> InflationBudget {
        let (product, overflow) = compressedSize.multipliedReportingOverflow(by: ratio)
        return InflationBudget(remaining: max(floor, overflow ? Int.max : product), limit: self, displayPath: displayPath)
    }
}

/// The bytes an input may still inflate to, shared by every archive nested in it.
final class InflationBudget {
    private var remaining: Int
    private let limit: InflationLimit
    /// The input the budget belongs to, named in the refusal.
    private let displayPath: String

    init(remaining: Int, limit: InflationLimit, displayPath: String) {
        self.remaining = remaining
        self.limit = limit
        self.displayPath = displayPath
    }

    /// Takes `count` inflated bytes from the budget; throws once it is spent.
    func spend(_ count: Int) throws {
        remaining -= count
        guard remaining < 0 else { return }
        throw PulsumError.unsupportedFormat(
            path: displayPath,
            reason: "it inflates to more than \(limit.ratio) times its size (and more than \(limit.floor >> 20) MiB), "
                + "as a decompression bomb does; nothing more of it is read. Unpack it yourself if it is a real export")
    }
}
