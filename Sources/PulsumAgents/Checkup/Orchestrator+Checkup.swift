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
        [blasCheck(), threadsCheck(), sqliteCheck(), shippedFilesCheck(), modelCheck(), coachFilesCheck(), dataFolderCheck(),
         databaseCheck()] + vaultChecks()
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
        let found = ShippedFile.allCases.map { file in (file, foundFolder(of: file)) }
        guard let missing = found.first(where: { $0.1 == nil })?.0 else {
            let places = found.map { "\($0.0.rawValue) from \($0.1?.path ?? "")" }
            return InstallationCheck(name: "files", ok: true, detail: places.joined(separator: ", ") + "; " + looked)
        }
        let names = found.filter { $0.1 == nil }.map(\.0.rawValue)
        return InstallationCheck(name: "files", ok: false, detail: "\(names.joined(separator: ", ")) not found; \(looked)",
                                 fix: "run \(ShareFolder.installCommand(for: missing, in: shareFolders))")
    }

    /// The folder `file` is taken from, or `nil` when it is nowhere; the model may also come
    /// from `PULSUM_MODEL_DIR`.
    private func foundFolder(of file: ShippedFile) -> URL? {
        if file == .model, FileManager.default.fileExists(atPath: modelFiles.directory.appendingPathComponent("config.json").path) {
            return modelFiles.directory
        }
        return shareFolders.first { $0.holds(file) }?.url
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
