import PulsumAgents

extension Orchestrator.EncryptionChange {
    /// The lines `init`, `encrypt` and `decrypt` print.
    var lines: [String] {
        var lines = ["\(folder): \(encrypted ? "encrypted" : "not encrypted")"]
        if !files.isEmpty { lines.append("  \(encrypted ? "encrypted" : "decrypted") \(files.count) file(s): \(files.joined(separator: ", "))") }
        if !keySources.isEmpty { lines.append("  opens with: \(keySources.joined(separator: ", "))") }
        if let createdIdentity {
            lines.append("  created identity file \(createdIdentity): keep a copy somewhere safe; without it (or the passphrase) the data cannot be opened")
        }
        return lines
    }

    /// Prints the change as text or JSON.
    func print(_ global: GlobalOptions) throws {
        if global.json { try Output.printJSON(self, compact: global.compact) } else { try Output.lines(lines) }
    }
}
