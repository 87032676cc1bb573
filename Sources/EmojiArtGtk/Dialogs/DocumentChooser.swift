import ArtModel
import CGtk
import Foundation

/// The desktop's file chooser for documents: Open… (one or more files),
/// Save As and Export as PNG (which confirm before replacing a file).
@MainActor
enum DocumentChooser {
    static let fileExtension = "emojiart"

    private static func filter(_ name: String, fileExtension: String) -> OpaquePointer {
        let filter: OpaquePointer = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        gtk_file_filter_add_pattern(filter, "*.\(fileExtension)")
        return filter
    }

    private static func documentFilter() -> OpaquePointer {
        filter(localized("EmojiArt documents"), fileExtension: fileExtension)
    }

    static func chooseDocuments(over window: UnsafeMutablePointer<GtkWindow>?, then open: @escaping @MainActor ([OpaquePointer]) -> Void) {
        guard let chooser = gtk_file_chooser_native_new(localized("Open"), window, GTK_FILE_CHOOSER_ACTION_OPEN,
                                                          localized("_Open"), localized("_Cancel")) else { return }
        gtk_file_chooser_set_select_multiple(chooser.cast(), 1)
        NativeChooser.add(documentFilter(), to: chooser)
        NativeChooser.show(chooser) { chooser in
            guard let list = gtk_file_chooser_get_files(chooser.cast()) else { return }
            defer { g_object_unref(list.raw) }
            let files = (0..<g_list_model_get_n_items(list)).compactMap { g_list_model_get_item(list, $0).map(OpaquePointer.init) }
            open(files)
            files.forEach { g_object_unref($0.raw) }
        }
    }

    static func chooseSaveLocation(suggesting name: String, over window: UnsafeMutablePointer<GtkWindow>,
                                   then use: @escaping @MainActor (URL) -> Void) {
        chooseNewFile(title: localized("Save As"), accept: localized("_Save"), name: name, fileExtension: fileExtension,
                      filter: documentFilter(), over: window, then: use)
    }

    static func chooseExportLocation(suggesting name: String, over window: UnsafeMutablePointer<GtkWindow>,
                                     then use: @escaping @MainActor (URL) -> Void) {
        chooseNewFile(title: localized("Export as PNG"), accept: localized("_Export"), name: name, fileExtension: "png",
                      filter: filter(localized("PNG images"), fileExtension: "png"), over: window, then: use)
    }

    private static func chooseNewFile(title: String, accept: String, name: String, fileExtension: String,
                                      filter: OpaquePointer, over window: UnsafeMutablePointer<GtkWindow>,
                                      then use: @escaping @MainActor (URL) -> Void) {
        guard let chooser = gtk_file_chooser_native_new(title, window, GTK_FILE_CHOOSER_ACTION_SAVE, accept, localized("_Cancel")) else { return }
        gtk_file_chooser_set_current_name(chooser.cast(), "\(name).\(fileExtension)")
        NativeChooser.add(filter, to: chooser)
        NativeChooser.show(chooser) { chooser in
            guard var url = NativeChooser.chosenFile(chooser) else { return }
            if url.pathExtension != fileExtension { url.appendPathExtension(fileExtension) }
            use(url)
        }
    }
}
