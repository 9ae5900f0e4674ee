import Foundation

/// Offsets of a named IANA time zone (or the system's), for records without their own.
public enum SystemTimeZone {
    /// The system time zone's offset at an instant.
    @Sendable public static func offset(at instant: Int64) -> Int32 {
        Int32(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
    }

    /// The offset function for an IANA identifier (`Europe/Paris`), or `nil` when unknown.
    public static func offsets(identifier: String) -> (@Sendable (Int64) -> Int32)? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        return { instant in Int32(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))) }
    }
}
