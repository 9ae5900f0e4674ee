import ArgumentParser
import Foundation
import PulsumEmbedding
import PulsumFiles
import PulsumLinearAlgebra
import PulsumRanking
import PulsumSafety
import PulsumStore

/// `pulsum doctor`: checks the installation and says how to fix each problem.
struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check BLAS, SQLite, the model files and the data folder; say how to fix problems.",
        discussion: "Exit status: 0 when every line is ok, 1 when any is a problem.")

    @OptionGroup var global: GlobalOptions

    struct Check: Encodable {
        var name: String
        var ok: Bool
        var detail: String
        var fix: String?
    }

    func run() async throws {
        let checks = [blasCheck(), threadsCheck(), sqliteCheck(), modelCheck(), coachFilesCheck(), dataFolderCheck()]
        if global.json {
            try Output.printJSON(["checks": checks])
        } else {
            for check in checks {
                let mark = check.ok ? "ok     " : "PROBLEM"
                print("\(mark)  \(check.name.padding(toLength: 12, withPad: " ", startingAt: 0))  \(check.detail)")
                if let fix = check.fix { print("         \(String(repeating: " ", count: 12))  fix: \(fix)") }
            }
        }
        if checks.contains(where: { !$0.ok }) { throw ExitCode(1) }
    }

    func blasCheck() -> Check {
        let core = BLASRuntime.coreName
        if let better = BLASRuntime.recommendedCoreType() {
            return Check(name: "blas", ok: false,
                         detail: "OpenBLAS uses its slow fallback kernel \(core) on this CPU",
                         fix: "export OPENBLAS_CORETYPE=\(better) (pulsum normally does this itself by re-executing)")
        }
        let forced = ProcessInfo.processInfo.environment["OPENBLAS_CORETYPE"].map { ", OPENBLAS_CORETYPE=\($0)" } ?? ""
        return Check(name: "blas", ok: true, detail: "OpenBLAS kernel \(core)\(forced)", fix: nil)
    }

    func threadsCheck() -> Check {
        Check(name: "threads", ok: true,
              detail: "\(BLASRuntime.threadCount) BLAS thread(s) on \(ProcessInfo.processInfo.activeProcessorCount) core(s) (set OPENBLAS_NUM_THREADS to change)",
              fix: nil)
    }

    func sqliteCheck() -> Check {
        Check(name: "sqlite", ok: true, detail: "SQLite \(PulsumDatabase.sqliteVersion), WAL mode", fix: nil)
    }

    func modelCheck() -> Check {
        let model = ModelFiles.locate()
        let results = model.verify()
        let bad = results.filter { $0.status != .ok }
        guard bad.isEmpty else {
            let names = bad.map { result -> String in
                switch result.status {
                case .missing: "\(result.file) missing"
                case .hashMismatch: "\(result.file) has the wrong SHA-256"
                case .ok: result.file
                }
            }
            return Check(name: "model", ok: false,
                         detail: "\(ModelFiles.modelName) in \(model.directory.path): \(names.joined(separator: ", "))",
                         fix: "run \(ModelFiles.setupCommand), or set PULSUM_MODEL_DIR")
        }
        return Check(name: "model", ok: true,
                     detail: "\(ModelFiles.modelName): \(results.count) files, SHA-256 ok (\(model.directory.path))", fix: nil)
    }

    /// The shipped micro-moment library and crisis prototypes (found beside the checkout, or
    /// through PULSUM_DATA_FILES and PULSUM_SAFETY_PROTOTYPES).
    func coachFilesCheck() -> Check {
        let folder = DataDirectory.resolve(explicit: global.dataDir)
        do {
            let library = try MicroMomentLibrary.load(files: LibraryFiles.locate(dataFolder: folder))
            let prototypes = try CrisisPrototypes.load(from: CrisisPrototypes.locate())
            return Check(name: "coaching", ok: true,
                         detail: "\(library.items.count) micro-moments, \(prototypes.count) crisis prototypes", fix: nil)
        } catch {
            return Check(name: "coaching", ok: false, detail: "\(error)",
                         fix: "run pulsum from its checkout, or set PULSUM_DATA_FILES (micro-moments.jsonl) and PULSUM_SAFETY_PROTOTYPES")
        }
    }

    func dataFolderCheck() -> Check {
        let folder = DataDirectory.resolve(explicit: global.dataDir)
        do {
            try folder.prepare()
        } catch {
            return Check(name: "data", ok: false, detail: "cannot create \(folder.url.path): \(error)",
                         fix: "choose a writable folder with --data-dir or PULSUM_HOME")
        }
        let mode = folder.permissions ?? 0
        guard mode & 0o077 == 0 else {
            return Check(name: "data", ok: false, detail: "\(folder.url.path) is readable by others (mode \(String(mode, radix: 8)))",
                         fix: "chmod 700 \(folder.url.path)")
        }
        return Check(name: "data", ok: true, detail: "\(folder.url.path) (mode 0\(String(mode, radix: 8)))", fix: nil)
    }
}
