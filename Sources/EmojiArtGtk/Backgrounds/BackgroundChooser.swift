import ArtModel
import CGtk
import Foundation

/// "Choose Background…": the desktop's file chooser, showing the image
/// formats GTK can load here.
@MainActor
enum BackgroundChooser {
    static func choose(over window: UnsafeMutablePointer<GtkWindow>, then use: @escaping @MainActor (URL) -> Void) {
        guard let chooser = gtk_file_chooser_native_new(localized("Choose Background"), window, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                          localized("_Choose"), localized("_Cancel")) else { return }
        guard let filter = gtk_file_filter_new() else { return }
        gtk_file_filter_set_name(filter, localized("Images"))
        gtk_file_filter_add_pixbuf_formats(filter)
        NativeChooser.add(filter, to: chooser)
        NativeChooser.show(chooser) { chooser in NativeChooser.chosenFile(chooser).map(use) }
    }
}
