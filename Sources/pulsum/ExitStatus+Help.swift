import PulsumCore

extension ExitStatus {
    /// The "Exit status: …" paragraph of a command's help, built from the table so the numbers
    /// are the ones the process returns. Each entry gives a status and, optionally, the
    /// command's own wording of it (else the table's); the usage error is always listed.
    static func help(_ entries: [(ExitStatus, String?)]) -> String {
        let listed = entries.contains { $0.0 == .usage } ? entries : entries + [(.usage, nil)]
        return "Exit status: " + listed.map { "\($0.0.code) \($0.1 ?? $0.0.meaning)" }.joined(separator: "; ") + "."
    }
}
