import ArtModel
import CDialogs
import CGtk
import Foundation

/// The desktop's file chooser for documents: Open… (one or more files),
/// Save As and Export (which confirm before replacing a file).
@MainActor
enum DocumentChooser {
    private static let fileExtension = DocumentFile.fileExtension

    private static func documentFilter() -> OpaquePointer {
        FileDialog.filter(localized("EmojiArt documents"), fileExtension: fileExtension)
    }

    /// `open` gets the chosen GFiles, borrowed for the call.
    static func chooseDocuments(over window: UnsafeMutablePointer<GtkWindow>?, then open: @escaping @MainActor ([OpaquePointer]) -> Void) {
        FileDialog.choose(EMOJIART_CHOOSE_FILES, title: localized("Open"), accept: localized("_Open"), filter: documentFilter(),
                          over: window, then: open)
    }

    static func chooseSaveLocation(suggesting name: String, over window: UnsafeMutablePointer<GtkWindow>,
                                   then use: @escaping @MainActor (URL) -> Void) {
        chooseNewFile(title: localized("Save As"), accept: localized("_Save"), name: name, fileExtension: fileExtension,
                      filter: documentFilter(), over: window, then: use)
    }

    /// Where to export as `format`; a name the user ends in another
    /// format's extension (.pdf, .jpg…) asks for that format instead.
    static func chooseExportLocation(suggesting name: String, as format: ExportFormat, over window: UnsafeMutablePointer<GtkWindow>,
                                     then use: @escaping @MainActor (URL, ExportFormat) -> Void) {
        let filter = FileDialog.filter(format.name, fileExtensions: format.fileExtensions)
        FileDialog.choose(EMOJIART_CHOOSE_NEW_FILE, title: localized("Export as {format}", ["format": format.shortName]),
                          accept: localized("_Export"), filter: filter, suggesting: "\(name).\(format.fileExtension)", over: window) { files in
            guard let file = files.first, var url = FileDialog.localURL(of: file) else { return }
            guard let named = ExportFormat(fileName: url.lastPathComponent) else {
                url.appendPathExtension(format.fileExtension)
                return use(url, format)
            }
            use(url, named)
        }
    }

    private static func chooseNewFile(title: String, accept: String, name: String, fileExtension: String,
                                      filter: OpaquePointer, over window: UnsafeMutablePointer<GtkWindow>,
                                      then use: @escaping @MainActor (URL) -> Void) {
        FileDialog.choose(EMOJIART_CHOOSE_NEW_FILE, title: title, accept: accept, filter: filter,
                          suggesting: "\(name).\(fileExtension)", over: window) { files in
            guard let file = files.first, var url = FileDialog.localURL(of: file) else { return }
            if url.pathExtension != fileExtension { url.appendPathExtension(fileExtension) }
            use(url)
        }
    }
}
