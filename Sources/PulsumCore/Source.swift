/// Where a sample came from: an app or device, identified without volatile details.
///
/// Apple's device strings embed a memory address (`<<HKDevice: 0x283e2a300>, name:Apple Watch, ...>`)
/// that changes between exports; readers must strip it so that one watch stays one source.
public struct SourceRef: Hashable, Codable, Sendable {
    /// The source name as the vendor reports it (for example "Jane's Apple Watch", "Fitbit").
    public var name: String
    /// The device model when known (for example "Watch", "iPhone"), else an empty string.
    public var deviceModel: String

    public init(name: String, deviceModel: String = "") {
        self.name = name
        self.deviceModel = deviceModel
    }

    /// The broad kind of device, used by the de-duplication priority (watch > phone > other).
    public var kind: SourceKind { SourceKind.classify(name: name, deviceModel: deviceModel) }
}

/// Broad device classes for choosing one source of a cumulative metric per time bucket.
public enum SourceKind: String, CaseIterable, Codable, Sendable {
    case watch, ring, band, phone, scale, app, other

    /// Classifies a source by its name and model (case-insensitive keyword match).
    public static func classify(name: String, deviceModel: String) -> SourceKind {
        let text = (deviceModel + " " + name).lowercased()
        if text.contains("watch") { return .watch }
        if text.contains("oura") || text.contains("ring") { return .ring }
        if text.contains("whoop") || text.contains("fitbit") || text.contains("band") { return .band }
        if text.contains("iphone") || text.contains("phone") || text.contains("pixel") || text.contains("galaxy") {
            return .phone
        }
        if text.contains("scale") || text.contains("withings") { return .scale }
        return .other
    }
}
