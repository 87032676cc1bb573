import CGtk
import Foundation

/// "Choose Background…": the desktop's file chooser, showing the image
/// formats GTK can load here.
@MainActor
enum BackgroundChooser {
    static func choose(over window: UnsafeMutablePointer<GtkWindow>, then use: @escaping @MainActor (URL) -> Void) {
        guard let chooser = gtk_file_chooser_native_new("Choose Background", window, GTK_FILE_CHOOSER_ACTION_OPEN, "_Choose", "_Cancel") else { return }
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, "Images")
        gtk_file_filter_add_pixbuf_formats(filter)
        gtk_file_chooser_add_filter(chooser.cast(), filter)
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        // The chooser holds itself until it answers.
        Signal.connect(chooser, "response") { (response: Int32) in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.raw) }
            if let path = String(takingGString: g_file_get_path(file)) {
                use(URL(fileURLWithPath: path))
            }
        }
        gtk_native_dialog_show(chooser.cast())
    }
}
