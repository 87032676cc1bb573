import Foundation

/// Strings for C functions that take an array of them: accelerators, MIME
/// types, a drop-down's items, an alert's labels.
enum CStringArray {
    /// Calls `body` with copies of `strings` as C strings, NULL-terminated,
    /// valid during the call only.
    static func with<Result>(_ strings: [String],
                             _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) throws -> Result) rethrows -> Result {
        var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) } + [nil]
        defer { pointers.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return try pointers.withUnsafeMutableBufferPointer { buffer in
            // Never nil: the array holds at least its terminator.
            try body(buffer.baseAddress!)
        }
    }
}
