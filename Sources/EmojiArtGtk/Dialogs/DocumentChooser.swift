import CGtk
import Foundation

/// Save As: the desktop's file chooser, asking where to write a document
/// (it confirms before replacing a file).
@MainActor
enum DocumentChooser {
    static let fileExtension = "emojiart"

    static func chooseSaveLocation(suggesting name: String, over window: UnsafeMutablePointer<GtkWindow>,
                                   then use: @escaping @MainActor (URL) -> Void) {
        guard let chooser = gtk_file_chooser_native_new("Save As", window, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel") else { return }
        gtk_file_chooser_set_current_name(chooser.cast(), "\(name).\(fileExtension)")
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, "EmojiArt documents")
        gtk_file_filter_add_pattern(filter, "*.\(fileExtension)")
        gtk_file_chooser_add_filter(chooser.cast(), filter)
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        Signal.connect(chooser, "response") { (response: Int32) in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.raw) }
            guard let path = String(takingGString: g_file_get_path(file)) else { return }
            var url = URL(fileURLWithPath: path)
            if url.pathExtension != fileExtension { url.appendPathExtension(fileExtension) }
            use(url)
        }
        gtk_native_dialog_show(chooser.cast())
    }
}
