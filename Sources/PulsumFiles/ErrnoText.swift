#if canImport(Glibc)
import Glibc
#endif

/// The text of the current `errno` (for the reason in an error message).
public func errnoText() -> String { String(cString: strerror(errno)) }
