import Foundation

/// One compact JSON object per line on stdout, flushed at once, for streams that a scheduler
/// or a log collector reads while the command runs.
enum JSONLines {
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(data)
    }
}
