/// One line of `pulsum doctor`: a part of the installation and whether it works.
public struct InstallationCheck: Sendable, Encodable, Equatable {
    /// What was checked (`blas`, `threads`, `sqlite`, `model`, `coaching`, `data`).
    public var name: String
    /// Whether it works.
    public var ok: Bool
    /// What was found.
    public var detail: String
    /// How to fix it, when it does not work.
    public var fix: String?
    /// A command-line option that also fixes it (worded by the command line; not encoded).
    public var hint: FlagHint?

    public init(name: String, ok: Bool, detail: String, fix: String? = nil, hint: FlagHint? = nil) {
        self.name = name
        self.ok = ok
        self.detail = detail
        self.fix = fix
        self.hint = hint
    }

    enum CodingKeys: String, CodingKey {
        case name, ok, detail, fix
    }
}
