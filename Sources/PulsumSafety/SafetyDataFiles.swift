import Foundation
import PulsumFiles

/// Finds the screen's data files (`screen-vocabulary.json`, `crisis-classifier.json`) where the
/// other shipped files are (see ``PulsumFiles/ShareFolder``): beside an installed binary, in the
/// checkout, in `$PULSUM_DATA_FILES`, else in the XDG data folder.
public enum SafetyDataFiles {
    /// The folder inside a checkout (the training command writes there).
    public static let relativeFolder = "Data/safety"

    /// The first folder of `searchPath` that holds `file`, else where the first would hold it
    /// (so the error names it).
    public static func locate(_ file: ShippedFile, searchPath: [ShareFolder] = ShareFolder.searchPath()) -> URL {
        ShareFolder.locate(file, in: searchPath)
    }
}
