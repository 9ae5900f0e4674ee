import PulsumCore

/// A micro-moment file that failed validation: every problem found, each naming file:line:field.
///
/// Nothing from a file with errors is used or imported.
public struct LibraryError: Error, Equatable, Sendable {
    /// The problems, in file order.
    public var problems: [InputError]

    /// Wraps the problems found.
    public init(problems: [InputError]) { self.problems = problems }
}

extension LibraryError: CustomStringConvertible {
    /// One line per problem (at most 20, then a count), and what to do.
    public var description: String {
        let shown = problems.prefix(20).map { "  \($0)" }
        let more = problems.count > 20 ? ["  … and \(problems.count - 20) more"] : []
        return (["micro-moment library: \(problems.count) problem(s); fix them and try again:"] + shown + more)
            .joined(separator: "\n")
    }
}
