import PulsumCore
import Testing

@testable import PulsumIngest

/// The fast paths under the Apple reader agree with the plain definitions they replace.
@Suite("Apple reader scanning primitives")
struct AppleScanningPrimitivesTests {
    @Test func byteFindAgreesWithALinearSearchAtEveryOffsetAndNearTheEnd() {
        // Lengths around the 16-byte chunk and 64-byte window, the needle at every place.
        for length in [0, 1, 15, 16, 17, 63, 64, 65, 100, 200] {
            for needleAt in [-1] + Array(0..<length) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if needleAt >= 0 { bytes[needleAt] = UInt8(ascii: "\"") }
                bytes.withUnsafeBufferPointer { buffer in
                    for from in 0...length {
                        let expected = bytes[from...].firstIndex(of: UInt8(ascii: "\""))
                        #expect(ByteFind.first(UInt8(ascii: "\""), in: buffer, from: from) == expected,
                                "length \(length), needle at \(needleAt), from \(from)")
                    }
                }
            }
        }
    }

    @Test func cachedDatesEqualFullParsesAcrossDaysOffsetsAndBadTimes() {
        let dates = [
            "2021-03-01 07:12:44 +0100", "2021-03-01 23:59:60 +0100", "2021-03-01 24:00:00 +0100",
            "2021-03-01 07:60:00 +0100", "2021-03-01 07:1x:00 +0100", "2021-03-01 07:12:44 +0200",
            "2021-03-01 07:12:44 -0500", "2021-03-02 00:00:00 -0500", "2021-02-30 00:00:00 -0500",
            "2021-02-28 12:00:00 -0500", "20150908113500+0200", "2021-02-28 12:00:00 Z",
            "2021-02-28 12:00:00 +01:00", "2021-02-28T12:00:00 +0100", "2021-02-28 12:00:00 +0100",
        ]
        var cache = AppleDateCache()
        for text in dates + dates.reversed() {
            var copy = text
            copy.withUTF8 { bytes in
                #expect(cache.parse(bytes) == AppleDate.parse(bytes), "\(text)")
            }
        }
    }

    @Test func theByteKeyCacheMakesLongKeysAfreshAndKeepsShortOnes() {
        var cache = ByteKeyCache<Int>()
        var made = 0
        for key in ["Watch", "Watch", String(repeating: "x", count: 4096), String(repeating: "x", count: 4096)] {
            var copy = key
            copy.withUTF8 { bytes in
                _ = cache.value(for: bytes) { _ in
                    made += 1
                    return made
                }
            }
        }
        #expect(made == 3)  // "Watch" once, the long key each time
    }
}
