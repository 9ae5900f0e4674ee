import Foundation

extension Orchestrator {
    /// The cohort whose folder is `path` (created by its first import): one data folder per
    /// person, each with its own ``DataAgent`` and lock. See docs/cohorts.md.
    public static func cohort(at path: String) -> Cohort { Cohort(url: URL(fileURLWithPath: path)) }
}
