import ArtModel
import CGtk

/// What a blank document's canvas shows: a status page saying that a
/// picture can be dropped, pasted or chosen, with buttons for choosing one
/// and for taking a photo (while there is a camera). EmptyState decides
/// when it is there, from the document and the import under way; it lies
/// over the canvas, whose drop target is on the canvas's container, so a
/// drop onto the page still reaches it. (The canvas's clicks and drags do
/// not: on a document with nothing in it there is nothing to select or move.)
@MainActor
final class EmptyStatePage {
    private let page: UnsafeMutablePointer<GtkWidget>
    private let takePhoto: UnsafeMutablePointer<GtkWidget>
    private let document: EmojiArtDocument
    private let importer: BackgroundImporter
    /// Whether a camera is there, for Take Photo.
    var hasCamera = false { didSet { update() } }

    /// The page document-window.ui declares; what it says is EmptyState's.
    init(document: EmojiArtDocument, importer: BackgroundImporter, in layout: Layout) {
        self.document = document
        self.importer = importer
        page = layout.widget("empty-state")
        takePhoto = layout.widget("take-photo")
        adw_status_page_set_title(page.opaque, EmptyState.title)
        // GTK names every accelerator it can parse; the table's are tested to parse.
        let paste = AppAction.paste.accelerators.first.flatMap(AcceleratorLabel.text) ?? ""  // Paste takes a picture too
        adw_status_page_set_description(page.opaque, EmptyState.description(pasteShortcut: paste))
        gtk_button_set_label(layout.widget("choose-picture").cast(), EmptyState.chooseLabel)
        gtk_button_set_label(takePhoto.cast(), EmptyState.takePhotoLabel)
        update()
        observe(self, reading: { _ = $0.document.emojiArt; _ = $0.importer.status }) { $0.update() }
    }

    private func update() {
        gtk_widget_set_visible(page, EmptyState.isShown(for: document.emojiArt, importing: importer.status != .idle) ? 1 : 0)
        gtk_widget_set_visible(takePhoto, hasCamera ? 1 : 0)
    }
}
