import Foundation
import PulsumRanking
import PulsumVault

extension FolderAccess {
    /// How this folder stores imported library files: plaintext, or `NAME.jsonl.age` sealed with
    /// the data key (found only when such a file is first read or written).
    var libraryStorage: LibraryFileStorage {
        guard isEncrypted else { return .plaintext }
        return LibraryFileStorage(
            suffix: ".jsonl" + ".age",
            read: { [self] url in try SealedFile.read(url, key: try key()) },
            write: { [self] data, url in try SealedFile.write(data, to: url, recipient: try key().recipient) })
    }
}
