import Foundation
import GRDB
import PulsumAgents
import PulsumCore
import PulsumEmbedding
import PulsumRanking
import PulsumStore
import Testing

/// Every error kind becomes the documented exit status and a message without SQL or flags.
@Suite("FailureReport")
struct FailureReportTests {
    static let pulsumErrors: [(PulsumError, PulsumCore.ExitStatus)] = [
        (.unreadableFile(path: "/x.csv", reason: "No such file"), .failure),
        (.unwritableFile(path: "/p/coach/ranker-state", reason: "No space left on device"), .failure),
        (.unrecognizedFormat(path: "/x.bin", hint: "see docs/formats.md"), .failure),
        (.unsupportedFormat(path: "/x.fit", reason: "binary FIT files are not read"), .failure),
        (.truncatedFile(path: "/export.xml", detail: "ends inside <Record>"), .failure),
        (.malformedRecord(InputError(file: "/x.csv", line: 6, field: "value", reason: "not a number")), .failure),
        (.dataFolderBusy(path: "/home/p/.local/share/pulsum"), .busy),
        (.invalidArgument(name: "source priority", reason: "give a list"), .usage),
        (.corruptFile(path: "/p/pulsum.sqlite", reason: "bad header"), .failure),
        (.databaseUnavailable(path: "/p/pulsum.sqlite", reason: "the disk is full"), .failure),
    ]

    @Test func exitStatusTableIsTheDocumentedOne() {
        #expect(PulsumCore.ExitStatus.allCases.map(\.code) == [0, 1, 3, 4, 5, 64])
    }

    @Test func eachPulsumErrorHasItsStatus() {
        for (error, status) in Self.pulsumErrors {
            let report = FailureReport(error)
            #expect(report.status == status, "\(error)")
            #expect(report.message == error.description)
        }
    }

    @Test func strictStopAndMissingListCarryAFlagHintNotAFlag() {
        let strict = FailureReport(PulsumError.malformedRecord(InputError(file: "a.csv", line: 2, reason: "bad")))
        #expect(strict.hint == .strictStopped)
        let noList = FailureReport(CoachError.noRecentRecommendation)
        #expect(noList.status == .failure)
        #expect(noList.hint == .nameAlternatives)
        #expect(FailureReport(CoachError.unknownItem("x")).hint == nil)
    }

    @Test func libraryMessagesNeverNameCommandLineFlags() throws {
        let flag = try Regex(#"(^|\s)--[a-z]"#)
        let errors: [any Error] = Self.pulsumErrors.map { $0.0 } + [
            CoachError.noRecentRecommendation, CoachError.unknownItem("x"), CoachError.choseAndOverSame("x"),
            CoachError.damagedFile(path: "/p/coach/ranker-state"),
            EmbeddingError.modelFilesMissing(directory: "/m", files: ["model.safetensors"]),
            LibraryError(problems: [InputError(file: "mine.jsonl", line: 1, field: "id", reason: "missing")]),
        ]
        for error in errors {
            let message = FailureReport(error).message
            #expect(message.firstMatch(of: flag) == nil, "\(message)")
        }
        #expect(throws: PulsumError.invalidArgument(name: "source priority",
                                                    reason: "give a comma-separated list such as watch,phone,other")) {
            try SourcePriority(parsing: " , ")
        }
    }

    @Test func otherErrorsAreFailuresWithTheirOwnWords() {
        let report = FailureReport(CocoaError(.fileReadNoPermission))
        #expect(report.status == .failure)
        #expect(!report.message.isEmpty)
    }

    @Test func anSQLiteErrorBecomesOneCleanLineWithoutSQL() throws {
        let queue = try DatabaseQueue()
        var raised: (any Error)?
        do {
            try queue.write { db in try db.execute(sql: "INSERT INTO no_such_table(secret_column) VALUES ('my text')") }
        } catch {
            raised = error
        }
        let error = try #require(raised)
        #expect(error is DatabaseError)
        let report = FailureReport(error)
        #expect(report.status == .failure)
        #expect(!report.message.contains("\n"))
        for leak in ["INSERT", "no_such_table", "secret_column", "my text"] {
            #expect(!report.message.contains(leak), "\(report.message)")
        }
    }

    @Test func sqliteResultCodesMapToWhatAPersonCanDo() {
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked", sql: "UPDATE sample SET value = 1")
        #expect(FailureReport(busy).status == .busy)
        let corrupt = DatabaseError(resultCode: .SQLITE_CORRUPT, message: "malformed", sql: "SELECT * FROM sample")
        #expect(DatabaseFailure.pulsumError(from: corrupt, path: "/p/pulsum.sqlite")
            .map { if case .corruptFile = $0 { true } else { false } } == true)
        let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full", sql: "INSERT INTO x VALUES (1)")
        let fullReport = FailureReport(full)
        #expect(fullReport.status == .failure)
        #expect(fullReport.message.contains("disk is full"))
        #expect(!fullReport.message.contains("INSERT"))
        #expect(DatabaseFailure.pulsumError(from: CocoaError(.fileNoSuchFile), path: nil) == nil)
    }
}
