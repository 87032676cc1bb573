import ArtModel
import CGtk
import Foundation

/// What another application offers, on the clipboard or in a drop, read the
/// same way from either: bytes of a MIME type (counted as they arrive, see
/// IncomingStream), a list of files, or text. GDK has a set of functions for
/// each; this is the one place that tells them apart.
@MainActor
struct ContentSource {
    private enum Kind { case clipboard, drop }

    private let kind: Kind
    /// The GdkClipboard or the GdkDrop, held while it is read.
    let object: ObjectReference

    init(clipboard: OpaquePointer) {
        kind = .clipboard
        object = ObjectReference(retaining: clipboard)
    }

    init(drop: OpaquePointer) {
        kind = .drop
        object = ObjectReference(retaining: drop)
    }

    /// The MIME types on offer.
    var mimeTypes: [String] {
        GdkContent.mimeTypes(of: kind == .clipboard ? gdk_clipboard_get_formats(object.opaque) : gdk_drop_get_formats(object.opaque))
    }

    /// The bytes of the first of `mimeTypes` the owner can give; `arrived`
    /// is told of them as they come.
    func bytes(offering mimeTypes: [String],
               arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> Data {
        let stream = try await GAsync.await { cancellable, callback, box in
            CStringArray.with(mimeTypes) { types in
                switch kind {
                case .clipboard: gdk_clipboard_read_async(object.opaque, types, G_PRIORITY_DEFAULT, cancellable, callback, box)
                case .drop: gdk_drop_read_async(object.opaque, types, G_PRIORITY_DEFAULT, cancellable, callback, box)
                }
            }
        } finish: { [kind, object] result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            let stream = switch kind {
            case .clipboard: gdk_clipboard_read_finish(object.opaque, result, nil, &error)
            case .drop: gdk_drop_read_finish(object.opaque, result, nil, &error)
            }
            guard let stream else { throw .transferFailed(GAsync.message(of: &error)) }
            return ObjectReference(taking: stream)
        }
        return try await IncomingStream.readToEnd(stream, arrived: arrived)
    }

    func files() async throws(FetchError) -> [URL] {
        try await value(of: gdk_file_list_get_type()) { value in g_value_get_boxed(value).map(GdkContent.urls(ofFileList:)) }
    }

    func text() async throws(FetchError) -> String {
        try await value(of: emojiart_type_string()) { value in g_value_get_string(value).map { String(cString: $0) } ?? "" }
    }

    /// The content as a value of `type`, converted by GDK, then read by `read`.
    private func value<Value: Sendable>(of type: GType,
                                        _ read: @escaping @MainActor (UnsafePointer<GValue>) -> Value?) async throws(FetchError) -> Value {
        try await GAsync.await { cancellable, callback, box in
            switch kind {
            case .clipboard: gdk_clipboard_read_value_async(object.opaque, type, G_PRIORITY_DEFAULT, cancellable, callback, box)
            case .drop: gdk_drop_read_value_async(object.opaque, type, G_PRIORITY_DEFAULT, cancellable, callback, box)
            }
        } finish: { [kind, object] result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            let value = switch kind {
            case .clipboard: gdk_clipboard_read_value_finish(object.opaque, result, &error)
            case .drop: gdk_drop_read_value_finish(object.opaque, result, &error)
            }
            guard let value, let read = read(value) else { throw .transferFailed(GAsync.message(of: &error)) }
            return read
        }
    }
}
