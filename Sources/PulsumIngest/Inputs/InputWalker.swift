import Foundation
import PulsumCore
import PulsumFiles

#if canImport(Glibc)
import Glibc
#endif

/// Turns what the person named (files, export folders, ZIP archives, `.gz` files, `-` for
/// standard input) into the files the readers read, one at a time.
///
/// Folders are walked in sorted order (hidden files excluded); a ZIP archive, alone or inside a
/// folder, is walked like a folder, each member streamed into the scratch folder, read, and
/// deleted before the next; a `.gz` file or member is inflated into the scratch folder under its
/// name without `.gz`; standard input is copied there first. Nothing is held in memory.
public struct InputWalker {
    /// Where copies live while they are read (see ``PulsumFiles/ScratchFolder``).
    public let scratch: ScratchFolder
    /// The descriptor `-` reads (standard input).
    public var standardInput: Int32 = STDIN_FILENO
    /// How far an archive or `.gz` file may inflate (``InflationLimit/standard``).
    public var inflation = InflationLimit.standard

    /// The name that stands for standard input.
    public static let standardInputName = "-"
    /// Archives inside archives deeper than this are refused (a ZIP that contains itself).
    static let maximumNesting = 4

    public init(scratch: ScratchFolder) { self.scratch = scratch }

    /// Calls `body` with every file under `root`, in order.
    public func walk(_ root: String, _ body: (FoundInput) throws -> Void) throws {
        if root == Self.standardInputName {
            let copy = try scratch.create("standard-input") { fd in try Self.copy(from: standardInput, to: fd) }
            defer { unlink(copy) }
            try open(InputFile(path: copy, displayPath: root, isInCollection: false), depth: 0, budget: nil, body)
            return
        }
        let entries = try FormatDetector.entries(under: root)
        let isFolder = entries != [.file(root)]
        for entry in entries {
            switch entry {
            case let .file(file):
                try open(InputFile(path: file, displayPath: file, isInCollection: isFolder), depth: 0, budget: nil, body)
            case let .skipped(path, reason):
                try body(.skipped(path: path, reason: reason))
            }
        }
    }

    /// Hands a plain file to `body`, or walks what a container holds, within the inflation budget
    /// of the outermost container (made from its size when `budget` is `nil`).
    private func open(_ file: InputFile, depth: Int, budget: InflationBudget?, _ body: (FoundInput) throws -> Void) throws {
        guard let kind = ContainerKind(head: try FormatDetector.readHead(path: file.path)) else {
            return try body(.file(file))
        }
        let size = FileSize.bytes(atPath: file.path) ?? 0
        let budget = budget ?? inflation.budget(compressedSize: size, displayPath: file.displayPath)
        guard depth < Self.maximumNesting else {
            throw PulsumError.unsupportedFormat(
                path: file.displayPath, reason: "archives nested more than \(Self.maximumNesting) deep")
        }
        do {
            switch kind {
            case .zip:
                try ZipMembers(file: file, scratch: scratch, level: depth, budget: budget).walk { member in
                    switch member {
                    case let .file(inner): try open(inner, depth: depth + 1, budget: budget, body)
                    case .damaged, .skipped: try body(member)
                    }
                }
            case .gzip:
                let inner = try GzipContent.inflate(file, into: scratch, level: depth, budget: budget)
                defer { unlink(inner.path) }
                try open(inner, depth: depth + 1, budget: budget, body)
            }
        } catch let error as PulsumError where file.isInCollection && Self.isDamage(error) {
            try body(.damaged(path: file.displayPath, reason: "\(error)"))
        }
    }

    /// Whether an error is about the file's content (reported, the walk goes on) rather than
    /// about the machine (disk full: the walk stops).
    static func isDamage(_ error: PulsumError) -> Bool {
        switch error {
        case .truncatedFile, .unrecognizedFormat, .unsupportedFormat: true
        default: false
        }
    }

    /// Copies everything readable from `source` into `target`.
    static func copy(from source: Int32, to target: Int32) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        try buffer.withUnsafeMutableBytes { raw in
            while true {
                let count = read(source, raw.baseAddress, raw.count)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    throw PulsumError.unreadableFile(path: standardInputName, reason: errnoText())
                }
                if count == 0 { return }
                try AtomicFile.writeAll(fd: target, UnsafeRawBufferPointer(rebasing: raw[..<count]), path: standardInputName)
            }
        }
    }
}
