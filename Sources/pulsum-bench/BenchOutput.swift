import ArgumentParser
import Foundation
import PulsumCore
import PulsumEmbedding
import PulsumRanking
import PulsumVectorStore

/// Writing results (stdout) and errors (stderr) for the benchmark commands.
enum BenchOutput {
    /// Prints a value as pretty, key-sorted JSON on stdout.
    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        FileHandle.standardOutput.write(try encoder.encode(value) + Data("\n".utf8))
    }

    /// Writes `pulsum-bench: message` to stderr.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data("pulsum-bench: \(text)\n".utf8))
    }

    /// Runs `body`; an error about an input file is printed on one line and exits 1.
    static func reportingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as VectorStoreError {
            warn("\(error)")
        } catch let error as InputError {
            warn("\(error)")
        } catch let error as LibraryError {
            warn("\(error)")
        } catch let error as PulsumError {
            warn("\(error)")
        } catch let error as EmbeddingError {
            warn("\(error)")
        }
        throw ExitCode(1)
    }
}
