import CImaging
import Foundation

/// A GLib error's message, for "The image is damaged: …" (librsvg and
/// gdk-pixbuf end some with a newline); the error is freed.
enum GLibErrorText {
    static func taking(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message).trimmingCharacters(in: .whitespacesAndNewlines) }
            ?? localized("the image could not be decoded")
    }
}
