/// One observed preference: item `preferred` was chosen over item `other` (indices).
public struct PreferencePair: Hashable, Sendable {
    /// Index of the chosen item.
    public var preferred: Int
    /// Index of the item it was chosen over.
    public var other: Int

    /// The pair "preferred over other".
    public init(preferred: Int, other: Int) {
        self.preferred = preferred
        self.other = other
    }
}
