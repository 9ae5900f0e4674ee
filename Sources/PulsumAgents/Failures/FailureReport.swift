import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumLinearAlgebra
import PulsumRanking
import PulsumStore
import PulsumVault
import PulsumVectorStore

/// What a person sees when a command fails: one message and the exit status.
///
/// The one place where an error becomes an ``PulsumCore/ExitStatus``. Every error Pulsum's
/// modules throw is listed here; SQLite's are translated first (``PulsumStore/DatabaseFailure``)
/// so no SQL reaches the screen. Messages never name command-line flags: when a flag is the fix,
/// ``hint`` says which, and the command line words it.
public struct FailureReport: Sendable, Equatable {
    /// The process exit status.
    public var status: ExitStatus
    /// What went wrong and what to do, without the `pulsum: ` prefix. One line, except for a
    /// library file's validation problems, which follow on indented lines (one per problem).
    public var message: String
    /// The command-line option that would fix or explain it, if any.
    public var hint: FlagHint?
    /// Parts of ``message`` to show as they are when the line is redacted (a study's participant
    /// ids, which the person needs to choose one and which look like phone numbers).
    public var shownAsIs: [String]

    public init(status: ExitStatus, message: String, hint: FlagHint? = nil, shownAsIs: [String] = []) {
        self.status = status
        self.message = message
        self.hint = hint
        self.shownAsIs = shownAsIs
    }

    /// The report of any error a command can throw.
    public init(_ error: any Error) {
        if let translated = DatabaseFailure.pulsumError(from: error, path: nil) {
            self.init(translated)
            return
        }
        switch error {
        case let error as PulsumError:
            self.init(status: Self.status(of: error), message: error.description, hint: Self.hint(for: error),
                      shownAsIs: Self.participantIDs(in: error))
        case let error as CoachError:
            self.init(status: .failure, message: error.description,
                      hint: error == .noRecentRecommendation ? .nameAlternatives : nil)
        case let error as InputError:
            self.init(status: .failure, message: error.description)
        case let error as LibraryError:
            self.init(status: .failure, message: error.description)
        case let error as EmbeddingError:
            self.init(status: .failure, message: error.description)
        case let error as VectorStoreError:
            self.init(status: .failure, message: error.description)
        case let error as BLASError:
            self.init(status: .failure, message: error.description)
        case let error as FolderLockedError:
            self.init(status: .locked, message: error.description, hint: .giveKey)
        case let error as VaultError:
            self.init(status: .failure, message: error.localizedDescription)
        case let error as KeyringError:
            self.init(status: .failure, message: error.localizedDescription)
        case let error as AuditError:
            self.init(status: .failure, message: error.localizedDescription)
        case let error as AgeError:
            self.init(status: .failure, message: error.localizedDescription)
        default:
            self.init(status: .failure, message: error.localizedDescription)
        }
    }

    /// The participant ids a message lists, so the person can pick one.
    static func participantIDs(in error: PulsumError) -> [String] {
        switch error {
        case let .severalParticipants(_, participants): participants
        case let .unknownParticipant(_, participant, known): [participant] + known
        default: []
        }
    }

    static func status(of error: PulsumError) -> ExitStatus {
        switch error {
        case .dataFolderBusy: .busy
        case .invalidArgument, .severalParticipants, .unknownParticipant: .usage
        case .unreadableFile, .unwritableFile, .unrecognizedFormat, .unsupportedFormat, .truncatedFile, .malformedRecord,
             .corruptFile, .databaseUnavailable:
            .failure
        }
    }

    static func hint(for error: PulsumError) -> FlagHint? {
        switch error {
        case .malformedRecord: .strictStopped
        case .severalParticipants: .oneParticipantOrCohort
        case let .unknownParticipant(_, _, known) where known.isEmpty: .dropParticipant
        default: nil
        }
    }
}
