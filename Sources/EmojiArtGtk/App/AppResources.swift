import CGtk
import Foundation

/// The app's data, embedded in the binary at build time (Plugins/EmbedResources):
/// its layouts, CSS, default palettes and icon, under `resource:///io/github/emojiart/EmojiArt/`.
/// GtkApplication loads the CSS and adds the icons from there by itself.
enum AppResources {
    static let path = "/io/github/emojiart/EmojiArt"

    /// Makes them known to GIO (which keeps them for the life of the
    /// process); once, before GTK starts.
    @MainActor
    static func register() {
        guard !registered, let bundle = Data(base64Encoded: EmbeddedResources.base64) else { return }
        let bytes = bundle.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            g_clear_error(&error)
            preconditionFailure("the embedded GResource is damaged")
        }
        g_resources_register(resource)
        g_resource_unref(resource)
        registered = true
    }

    @MainActor private static var registered = false

    /// The bytes of the resource `name` (relative to the app's path).
    static func data(_ name: String) -> Data? {
        guard let bytes = g_resources_lookup_data("\(path)/\(name)", G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(bytes, &size) else { return Data() }
        return Data(bytes: start, count: Int(size))
    }
}
