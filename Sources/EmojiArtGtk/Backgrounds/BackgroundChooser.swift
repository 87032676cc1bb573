import ArtModel
import CDialogs
import CGtk
import Foundation

/// "Choose Background…": the desktop's file chooser, showing the image
/// formats GTK can load here.
@MainActor
enum BackgroundChooser {
    static func choose(over window: UnsafeMutablePointer<GtkWindow>, then use: @escaping @MainActor (URL) -> Void) {
        guard let filter = gtk_file_filter_new() else { return }
        gtk_file_filter_set_name(filter, localized("Images"))
        gtk_file_filter_add_pixbuf_formats(filter)
        FileDialog.choose(EMOJIART_CHOOSE_ONE_FILE, title: localized("Choose Background"), accept: localized("_Choose"),
                          filter: filter, over: window) { files in
            files.first.flatMap(FileDialog.localURL).map(use)
        }
    }
}
