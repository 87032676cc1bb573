import CGtk
import Foundation

/// One thing put on the clipboard in several formats at once (a
/// GdkContentProvider union): each application that pastes takes the one
/// it understands.
@MainActor
final class ClipboardOffer {
    enum Format {
        /// Bytes of a MIME type of the app's own.
        case bytes(mimeType: String, Data)
        /// Text, which GTK offers as text/plain and in X11's text formats.
        case text(String)
        /// A picture, which GTK offers as image/png and more.
        case texture(Texture)
    }

    private let provider: ObjectReference

    init?(_ formats: [Format]) {
        var parts: [UnsafeMutablePointer<GdkContentProvider>?] = formats.map(Self.provider(for:))
        let union = parts.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
        guard let union else { return nil }
        provider = ObjectReference(taking: union)
    }

    /// Offers it on `clipboard`, in place of whatever was there.
    func put(on clipboard: some GPointer) {
        gdk_clipboard_set_content(clipboard.opaque, provider.cast())
    }

    /// Whether `clipboard` still offers this, and not what was copied since.
    func isOffered(on clipboard: some GPointer) -> Bool {
        gdk_clipboard_get_content(clipboard.opaque).map(UnsafeMutableRawPointer.init) == provider.raw
    }

    /// A new provider, owned by the caller (the union takes it over).
    private static func provider(for format: Format) -> UnsafeMutablePointer<GdkContentProvider>? {
        switch format {
        case .bytes(let mimeType, let data):
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            return gdk_content_provider_new_for_bytes(mimeType, bytes)
        case .text(let text):
            return GValues.with(text) { gdk_content_provider_new_for_value($0) }
        case .texture(let texture):
            return GValues.with(gdk_texture_get_type(), set: { g_value_set_object($0, UnsafeMutableRawPointer(texture.pointer)) }) {
                gdk_content_provider_new_for_value($0)
            }
        }
    }
}
