import PulsumCore

extension FormatDetector {
    /// The participant ids in an export file: those a study format lists (sorted, each once),
    /// or an empty list for a one-person format or a file no reader recognises.
    public func participants(in path: String) throws -> [String] {
        guard let listing = try reader(for: path) as? any ParticipantListing else { return [] }
        return try listing.participants(path: path)
    }

    /// Every participant id in the study files under `paths` (files or folders), with the files
    /// that hold it, in path order. One-person formats add nothing; standard input (`-`) and the
    /// inside of archives are checked file by file as they are read (``checkOneFile(_:participant:)``).
    public func participantFiles(under paths: [String]) throws -> [String: [String]] {
        var files: [String: [String]] = [:]
        for root in paths where root != InputWalker.standardInputName {
            for file in try Self.files(under: root) {
                for id in try participants(in: file) { files[id, default: []].append(file) }
            }
        }
        return files
    }

    /// Checks that importing `paths` into one data folder cannot merge people: the study files
    /// under them (taken together: a folder of per-file exports can hold one person per file)
    /// name at most one participant, or `participant` is given and is among them.
    ///
    /// - Throws: ``PulsumCore/PulsumError/severalParticipants(path:participants:)`` or
    ///   ``PulsumCore/PulsumError/unknownParticipant(path:participant:known:)``, before anything is read.
    public func checkOnePerson(paths: [String], participant: String?) throws {
        let known = try participantFiles(under: paths).keys.sorted()
        let named = paths.joined(separator: ", ")
        if let participant {
            guard known.contains(participant) else {
                throw PulsumError.unknownParticipant(path: named, participant: participant, known: known)
            }
        } else if known.count > 1 {
            throw PulsumError.severalParticipants(path: named, participants: known)
        }
    }

    /// The same check for one file that could not be looked at before the import started (read
    /// from standard input or taken out of an archive).
    public func checkOneFile(_ path: String, displayPath: String, participant: String?) throws {
        let known = try participants(in: path)
        if let participant, !known.isEmpty, !known.contains(participant) {
            throw PulsumError.unknownParticipant(path: displayPath, participant: participant, known: known)
        }
        if participant == nil, known.count > 1 {
            throw PulsumError.severalParticipants(path: displayPath, participants: known)
        }
    }
}
