import CGtk
import Foundation

/// What the app's file choosers (Choose Background…, Open…, Save As) share:
/// shown modally, holding themselves until answered, and handing over what
/// was chosen only when the user accepted.
@MainActor
enum NativeChooser {
    static func show(_ chooser: OpaquePointer, onAccept: @escaping @MainActor (OpaquePointer) -> Void) {
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        Signal.connect(chooser, .response) { (response: Int32) in
            if response == GTK_RESPONSE_ACCEPT.rawValue { onAccept(chooser) }
            // Let go only once GTK has finished emitting the response: released
            // inside it, the chooser's dialog was torn down while GTK still used
            // it (AddressSanitizer saw it when the parent window closed at once).
            Task { g_object_unref(chooser.raw) }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// Adds a filter the caller made, which the chooser then owns alone.
    static func add(_ filter: OpaquePointer, to chooser: OpaquePointer) {
        gtk_file_chooser_add_filter(chooser.cast(), filter)
        g_object_unref(filter.raw)
    }

    /// The one local file chosen, if any.
    static func chosenFile(_ chooser: OpaquePointer) -> URL? {
        guard let file = gtk_file_chooser_get_file(chooser.cast()) else { return nil }
        defer { g_object_unref(file.raw) }
        return String(takingGString: g_file_get_path(file)).map { URL(fileURLWithPath: $0) }
    }
}
