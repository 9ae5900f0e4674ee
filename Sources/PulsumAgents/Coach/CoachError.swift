import Foundation

/// Coaching problems a person can act on.
public enum CoachError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// Feedback without named alternatives and no recommendation to learn from.
    case noRecentRecommendation
    /// An id that is not in the library.
    case unknownItem(String)
    /// The chosen item is also among the others.
    case choseAndOverSame(String)
    /// A coaching file could not be decoded.
    case damagedFile(path: String)

    public var description: String {
        switch self {
        case .noRecentRecommendation:
            "there is no recent recommendation to learn from: run `pulsum recommend \"...\"` first"
        case let .unknownItem(id):
            "'\(id)' is not in the micro-moment library (see `pulsum library list`)"
        case let .choseAndOverSame(id):
            "'\(id)' cannot be both the chosen item and one it was chosen over"
        case let .damagedFile(path):
            "\(path) is damaged; it was left untouched. Delete it to start that record afresh."
        }
    }

    public var errorDescription: String? { description }
}
