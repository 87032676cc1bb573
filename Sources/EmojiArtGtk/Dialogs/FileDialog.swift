import ArtModel
import CDialogs
import CGtk
import Foundation

/// What the app's file choosers (Choose Background…, Open…, Save As, Export)
/// share: GTK's file dialog, shown modally, handing over what was chosen only
/// when the user accepted. Which dialog GTK offers is CDialogs's choice.
@MainActor
enum FileDialog {
    typealias Choice = EmojiArtFileChoice

    /// What to do with the chosen files (GFiles, the dialog's: borrowed for the call).
    typealias Use = @MainActor ([OpaquePointer]) -> Void

    /// Shows the dialog over `window`, in `folder` if one is given; `filter`
    /// is the dialog's from then on. `use` is called only when the user
    /// chose something.
    static func choose(_ choice: Choice, title: String, accept: String, filter: OpaquePointer, suggesting name: String? = nil,
                       in folder: URL? = nil, over window: UnsafeMutablePointer<GtkWindow>?,
                       then use: @escaping Use) {
        emojiart_choose_files(window, choice, title, accept, localized("_Cancel"), filter, name, folder?.path, { files, data in
            guard let data else { return }
            let use = CallbackBox<Use>.taken(data)
            guard let files else { return }
            let chosen = ObjectReference.items(of: files)
            MainActor.assumeIsolated {
                if !chosen.isEmpty { use(chosen.map(\.opaque)) }
            }
        }, CallbackBox.retained(use))
    }

    /// Where a chosen file is on this machine, if it is a local file.
    static func localURL(of file: OpaquePointer) -> URL? {
        String(takingGString: g_file_get_path(file)).map { URL(fileURLWithPath: $0) }
    }

    /// A filter showing the files named *.`fileExtension`, called `name`.
    static func filter(_ name: String, fileExtension: String) -> OpaquePointer {
        filter(name, fileExtensions: [fileExtension])
    }

    /// A filter showing files of these MIME types, or with these endings
    /// in any case (GTK matches suffixes so), called `name`.
    static func filter(_ name: String, fileExtensions: [String], mimeTypes: [String] = []) -> OpaquePointer {
        let filter: OpaquePointer = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for fileExtension in fileExtensions { gtk_file_filter_add_suffix(filter, fileExtension) }
        for mimeType in mimeTypes { gtk_file_filter_add_mime_type(filter, mimeType) }
        return filter
    }
}
