import PulsumCore

/// Turns Apple's `sourceName` and `device` attributes into a stable ``SourceRef``.
///
/// The device attribute is a debug description such as
/// `<<HKDevice: 0x2833968a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch4,2, software:5.0.1>`.
/// The memory address changes from record to record and the software version with every
/// update, so neither may identify the source: the device is its `hardware` identifier
/// (`Watch4,2`), else its `model` (`Watch`), else its `name`.
enum AppleDevice {
    static func source(name: String, device: String) -> SourceRef {
        SourceRef(name: name, deviceModel: model(of: device))
    }

    /// The stable device identifier inside a device description ("" when there is none).
    static func model(of device: String) -> String {
        guard !device.isEmpty else { return "" }
        let fields = field("hardware", in: device) ?? field("model", in: device) ?? field("name", in: device)
        return fields ?? ""
    }

    /// The value of `key:` in the description; fields are separated by ", " (values such as
    /// `Watch4,2` contain a bare comma) and the description ends with '>'.
    private static func field(_ key: String, in text: String) -> String? {
        guard let keyRange = text.range(of: ", \(key):") else { return nil }
        let rest = text[keyRange.upperBound...]
        let end = rest.range(of: ", ")?.lowerBound ?? rest.lastIndex(of: ">") ?? rest.endIndex
        let value = rest[..<end].trimmingWhitespace
        return value.isEmpty ? nil : value
    }
}
