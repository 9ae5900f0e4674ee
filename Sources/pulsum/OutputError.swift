import Foundation

/// Writing the results failed (not a closed pipe, which ends quietly).
enum OutputError: LocalizedError, Equatable {
    /// `write(2)` to the named stream failed with this `errno`.
    case writeFailed(String, Int32)

    var errorDescription: String? {
        switch self {
        case let .writeFailed(stream, code):
            "cannot write to \(stream): \(String(cString: strerror(code))); free space or choose another destination"
        }
    }
}
