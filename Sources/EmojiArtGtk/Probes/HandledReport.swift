import CGtk
import Foundation

/// For the end-to-end tests: with EMOJIART_REPORT_HANDLED set, the app
/// writes a line to standard error once it has finished handling something
/// whose effect a test checks, even when that effect is "nothing changed"
/// ("handled: win.paste", "handled: answer -4 to “Save Changes…”"), and
/// each time it learns what the clipboard offers ("clipboard: image/png …").
/// A test waits for the line instead of sleeping and hoping it waited long
/// enough.
@MainActor
final class HandledReport: Probe {
    func observe(_ event: ProbeEvent) {
        switch event {
        case .started(let display?): watchClipboard(of: display)
        case .actionHandled(let name): handled(name)
        case .answered(let response, let title): handled("answer \(response) to “\(title)”")
        case .documentOpened(let url, let alreadyOpen):
            handled("open \(url.lastPathComponent)" + (alreadyOpen ? ", already open" : ""))
        case .fileLookedAt(let url): handled("looked at \(url.lastPathComponent)")
        case .recoveryOffered: handled("recovery offered")
        case .windowClosed: handled("window closed")
        case .lateAnswerDropped: handled("late answer dropped")
        case .camerasChanged(let count): write("cameras: \(count)")
        case .cameraReady: handled("camera ready")
        case .picturesShown: handled("pictures shown")
        case .camerasRunning(let count): write("cameras running: \(count)")
        default: break
        }
    }

    private func handled(_ what: String) {
        write("handled: " + what)
    }

    /// Reports the clipboard's formats now and whenever they change: GTK
    /// learns of another application's copy asynchronously, and a paste
    /// before that reads what was there before.
    private func watchClipboard(of display: OpaquePointer) {
        guard let clipboard = gdk_display_get_clipboard(display) else { return }
        reportFormats(of: clipboard)
        Signal.connect(Opaque<Clipboard>(clipboard), .clipboardChanged) { [weak self] in self?.reportFormats(of: clipboard) }
    }

    private func reportFormats(of clipboard: OpaquePointer) {
        let formats = GdkContent.mimeTypes(of: gdk_clipboard_get_formats(clipboard))
        write("clipboard: " + (formats.isEmpty ? "(empty)" : formats.joined(separator: " ")))
    }

    private func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
