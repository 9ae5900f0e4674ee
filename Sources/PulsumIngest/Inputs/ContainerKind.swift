/// The wrappers vendors ship their exports in, recognised by their first bytes.
enum ContainerKind {
    /// A ZIP archive (`PK\u{3}\u{4}`, or `PK\u{5}\u{6}` when empty).
    case zip
    /// A gzip file (`1F 8B`).
    case gzip

    /// The container of a file by its head, or `nil` for a plain file.
    init?(head: [UInt8]) {
        if head.count >= 4, head[0] == 0x50, head[1] == 0x4B, (head[2], head[3]) == (3, 4) || (head[2], head[3]) == (5, 6) {
            self = .zip
        } else if head.count >= 2, head[0] == 0x1F, head[1] == 0x8B {
            self = .gzip
        } else {
            return nil
        }
    }
}
