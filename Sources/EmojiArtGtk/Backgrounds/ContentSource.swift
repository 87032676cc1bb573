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
        object = ObjectReference(retaining: Opaque<Clipboard>(clipboard))
    }

    init(drop: OpaquePointer) {
        kind = .drop
        object = ObjectReference(retaining: Opaque<DropOffer>(drop))
    }

    /// The MIME types on offer, with those GTK can convert local content to.
    var mimeTypes: [String] {
        GdkContent.mimeTypes(of: formats)
    }

    private var formats: OpaquePointer? {
        kind == .clipboard ? gdk_clipboard_get_formats(object.opaque) : gdk_drop_get_formats(object.opaque)
    }

    /// The bytes of the first of `mimeTypes` the owner can give; `arrived`
    /// is told of them as they come.
    func bytes(offering mimeTypes: [String],
               arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> Data {
        let opened = try await open(offering: mimeTypes)
        return try await IncomingStream.readToEnd(opened.stream, arrived: arrived)
    }

    /// Copied or dropped files: read as the list the sender offers where it
    /// is one CopiedFiles reads, else converted by GTK (the portal's formats).
    func files() async throws(FetchError) -> [URL] {
        if let mimeType = CopiedFiles.mimeType(offering: GdkContent.ownMimeTypes(of: formats)) {
            var received = 0
            let list = try await bytes(offering: [mimeType]) { count throws(FetchError) in
                received += count
                if received > CopiedFiles.maximumBytes { throw .tooLarge(maximumBytes: CopiedFiles.maximumBytes) }
            }
            return CopiedFiles.urls(in: list, mimeType: mimeType)
        }
        return try await value(of: gdk_file_list_get_type()) { value in g_value_get_boxed(value).map(GdkContent.urls(ofFileList:)) }
    }

    func text() async throws(FetchError) -> String {
        try await value(of: emojiart_type_string()) { value in g_value_get_string(value).map { String(cString: $0) } ?? "" }
    }

    /// A stream of the first of `mimeTypes` the owner can give, and which it is.
    private func open(offering mimeTypes: [String]) async throws(FetchError) -> (stream: ObjectReference, mimeType: String) {
        try await GAsync.await { cancellable, callback, box in
            CStringArray.with(mimeTypes) { types in
                switch kind {
                case .clipboard: gdk_clipboard_read_async(object.opaque, types, G_PRIORITY_DEFAULT, cancellable, callback, box)
                case .drop: gdk_drop_read_async(object.opaque, types, G_PRIORITY_DEFAULT, cancellable, callback, box)
                }
            }
        } finish: { [kind, object] result throws(FetchError) in
            var mimeType: UnsafePointer<CChar>?
            var error: UnsafeMutablePointer<GError>?
            let stream = switch kind {
            case .clipboard: gdk_clipboard_read_finish(object.opaque, result, &mimeType, &error)
            case .drop: gdk_drop_read_finish(object.opaque, result, &mimeType, &error)
            }
            guard let stream else { throw .transferFailed(GAsync.message(of: &error)) }
            return (ObjectReference(taking: stream), mimeType.map { String(cString: $0) } ?? "")
        }
    }

    /// The content as a value of `type`, converted by GDK, then read by
    /// `read`. These are the two steps of gdk_clipboard_read_value_async
    /// and gdk_drop_read_value_async, taken one at a time: those two leak
    /// their task whenever the first step fails (a format refused, a paste
    /// cancelled by closing its window), in GTK 4.8 and 4.18 alike
    /// (tests/support/read_value_leak.c).
    private func value<Value: Sendable>(of type: GType,
                                        _ read: @escaping @MainActor (UnsafePointer<GValue>) -> Value?) async throws(FetchError) -> Value {
        let opened = try await open(offering: GdkContent.mimeTypes(convertingTo: type))
        return try await GAsync.await { cancellable, callback, box in
            // GDK keeps the MIME type's pointer: an interned one lives as long as the process.
            gdk_content_deserialize_async(opened.stream.cast(), g_intern_string(opened.mimeType), type, G_PRIORITY_DEFAULT,
                                          cancellable, callback, box)
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            let value = GValues.with(type) { value in
                gdk_content_deserialize_finish(result, value, &error) != 0 ? read(value) : nil
            }
            guard let value else { throw .transferFailed(GAsync.message(of: &error)) }
            return value
        }
    }
}
