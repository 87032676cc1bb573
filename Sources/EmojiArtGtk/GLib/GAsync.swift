import ArtModel
import CGtk

/// GIO's asynchronous calls take a C callback and a pointer; this boxes a
/// Swift closure as that pair and calls it once, on the main thread, with
/// the GAsyncResult to finish the call with.
@MainActor
enum GAsync {
    typealias Completion = @MainActor (OpaquePointer?) -> Void

    private final class Box {
        let completion: Completion
        init(_ completion: @escaping Completion) { self.completion = completion }
    }

    static func callback(_ completion: @escaping Completion) -> (GAsyncReadyCallback, gpointer) {
        let box = Unmanaged.passRetained(Box(completion)).toOpaque()
        let callback: GAsyncReadyCallback = { _, result, box in
            guard let box else { return }
            let completion = Unmanaged<Box>.fromOpaque(box).takeRetainedValue().completion
            nonisolated(unsafe) let result = result
            MainActor.assumeIsolated { completion(result) }
        }
        return (callback, box)
    }

    /// The message of a GError, which is then freed.
    static func message(of error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? localized("unknown error")
    }
}
