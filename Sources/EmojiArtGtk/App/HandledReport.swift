import CGtk
import Foundation

/// For the end-to-end tests: with EMOJIART_REPORT_HANDLED set, the app
/// writes a line to standard error once it has finished handling something
/// whose effect a test checks, even when that effect is "nothing changed"
/// ("handled: win.paste", "handled: answer -4 to “Save Changes…”"), and
/// each time it learns what the clipboard offers ("clipboard: image/png …").
/// A test waits for the line instead of sleeping and hoping it waited long
/// enough. Off, it costs one check.
@MainActor
enum HandledReport {
    static let environmentVariable = "EMOJIART_REPORT_HANDLED"
    private static let enabled = ProcessInfo.processInfo.environment[environmentVariable] != nil

    static func note(_ what: @autoclosure () -> String) {
        guard enabled else { return }
        write("handled: " + what())
    }

    /// Reports the clipboard's formats now and whenever they change: GTK
    /// learns of another application's copy asynchronously, and a paste
    /// before that reads what was there before.
    static func watchClipboard(of display: OpaquePointer) {
        guard enabled, let clipboard = gdk_display_get_clipboard(display) else { return }
        reportFormats(of: clipboard)
        Signal.connect(clipboard, .changed) { reportFormats(of: clipboard) }
    }

    private static func reportFormats(of clipboard: OpaquePointer) {
        let formats = GdkContent.mimeTypes(of: gdk_clipboard_get_formats(clipboard))
        write("clipboard: " + (formats.isEmpty ? "(empty)" : formats.joined(separator: " ")))
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
