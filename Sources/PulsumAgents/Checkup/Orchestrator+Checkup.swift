import Foundation
import PulsumEmbedding
import PulsumFiles
import PulsumLinearAlgebra
import PulsumRanking
import PulsumSafety
import PulsumStore

/// `pulsum doctor`'s checks: BLAS, SQLite, the model files, the shipped data files, the data folder.
extension Orchestrator {
    /// Every check, in the order `pulsum doctor` prints them. Prepares the data folder (0700).
    public func checkInstallation() -> [InstallationCheck] {
        [blasCheck(), threadsCheck(), sqliteCheck(), shippedFilesCheck(), modelCheck(), coachFilesCheck(), dataFolderCheck()]
    }

    func blasCheck() -> InstallationCheck {
        let core = BLASRuntime.coreName
        if let better = BLASRuntime.recommendedCoreType() {
            return InstallationCheck(name: "blas", ok: false,
                                     detail: "OpenBLAS uses its slow fallback kernel \(core) on this CPU",
                                     fix: "export OPENBLAS_CORETYPE=\(better) (pulsum normally does this itself by re-executing)")
        }
        let forced = ProcessInfo.processInfo.environment["OPENBLAS_CORETYPE"].map { ", OPENBLAS_CORETYPE=\($0)" } ?? ""
        return InstallationCheck(name: "blas", ok: true, detail: "OpenBLAS kernel \(core)\(forced)")
    }

    func threadsCheck() -> InstallationCheck {
        InstallationCheck(name: "threads", ok: true,
                          detail: "\(BLASRuntime.threadCount) BLAS thread(s) on \(ProcessInfo.processInfo.activeProcessorCount) core(s) (set OPENBLAS_NUM_THREADS to change)")
    }

    func sqliteCheck() -> InstallationCheck {
        InstallationCheck(name: "sqlite", ok: true, detail: "SQLite \(PulsumDatabase.sqliteVersion), WAL mode")
    }

    func modelCheck() -> InstallationCheck {
        let results = modelFiles.verify()
        let bad = results.filter { $0.status != .ok }
        guard bad.isEmpty else {
            let names = bad.map { result -> String in
                switch result.status {
                case .missing: "\(result.file) missing"
                case .hashMismatch: "\(result.file) has the wrong SHA-256"
                case .ok: result.file
                }
            }
            return InstallationCheck(name: "model", ok: false,
                                     detail: "\(ModelFiles.modelName) in \(modelFiles.directory.path): \(names.joined(separator: ", "))",
                                     fix: "run \(ShareFolder.installCommand(for: .model, in: shareFolders))")
        }
        return InstallationCheck(name: "model", ok: true,
                                 detail: "\(ModelFiles.modelName): \(results.count) files, SHA-256 ok (\(modelFiles.directory.path))")
    }

    /// Where the shipped files were looked for, in order, and where each was found.
    func shippedFilesCheck() -> InstallationCheck {
        let looked = "looked in " + shareFolders.map(\.description).joined(separator: ", then ")
        let missing = ShippedFile.allCases.filter { file in !shareFolders.contains { $0.holds(file) } }
        guard let first = missing.first else {
            let found = ShippedFile.allCases.map { file in
                "\(file.rawValue) from \(shareFolders.first { $0.holds(file) }?.url.path ?? "?")"
            }
            return InstallationCheck(name: "files", ok: true, detail: found.joined(separator: ", ") + "; " + looked)
        }
        return InstallationCheck(name: "files", ok: false,
                                 detail: "\(missing.map(\.rawValue).joined(separator: ", ")) not found; \(looked)",
                                 fix: "run \(ShareFolder.installCommand(for: first, in: shareFolders))")
    }

    /// The shipped micro-moment library and crisis prototypes (see ``shippedFilesCheck()``).
    func coachFilesCheck() -> InstallationCheck {
        do {
            let library = try library()
            let prototypes = try CrisisPrototypes.load(from: CrisisPrototypes.locate(searchPath: shareFolders))
            return InstallationCheck(name: "coaching", ok: true,
                                     detail: "\(library.items.count) micro-moments, \(prototypes.count) crisis prototypes")
        } catch {
            return InstallationCheck(name: "coaching", ok: false, detail: FailureReport(error).message,
                                     fix: "run \(ShareFolder.installCommand(for: .library, in: shareFolders))")
        }
    }

    func dataFolderCheck() -> InstallationCheck {
        do {
            try folder.prepare()
        } catch {
            return InstallationCheck(name: "data", ok: false, detail: "cannot create \(folder.url.path): \(FailureReport(error).message)",
                                     fix: "choose a writable folder with PULSUM_HOME", hint: .chooseDataFolder)
        }
        let mode = folder.permissions ?? 0
        guard mode & 0o077 == 0 else {
            return InstallationCheck(name: "data", ok: false,
                                     detail: "\(folder.url.path) is readable by others (mode \(String(mode, radix: 8)))",
                                     fix: "chmod 700 \(folder.url.path)")
        }
        return InstallationCheck(name: "data", ok: true, detail: "\(folder.url.path) (mode 0\(String(mode, radix: 8)))")
    }
}
