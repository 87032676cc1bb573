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
    let widget: UnsafeMutablePointer<GtkWidget>
    private let takePhoto: UnsafeMutablePointer<GtkWidget>
    private let document: EmojiArtDocument
    private let importer: BackgroundImporter
    /// Whether a camera is there, for Take Photo.
    var hasCamera = false { didSet { update() } }

    init(document: EmojiArtDocument, importer: BackgroundImporter) {
        self.document = document
        self.importer = importer
        widget = adw_status_page_new()
        let page = OpaquePointer(widget)
        adw_status_page_set_icon_name(page, "image-x-generic-symbolic")
        adw_status_page_set_title(page, EmptyState.title)
        // GTK names every accelerator it can parse; the table's are tested to parse.
        let paste = AppAction.pasteBackground.accelerators.first.flatMap(AcceleratorLabel.text) ?? ""
        adw_status_page_set_description(page, EmptyState.description(pasteShortcut: paste))

        let buttons = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        let choose = Self.pill(EmptyState.chooseLabel, action: .chooseBackground)
        gtk_widget_add_css_class(choose, "suggested-action")
        takePhoto = Self.pill(EmptyState.takePhotoLabel, action: .takePhoto)
        gtk_box_append(buttons.cast(), choose)
        gtk_box_append(buttons.cast(), takePhoto)
        adw_status_page_set_child(page, buttons)
        update()
        observe(self, reading: { _ = $0.document.emojiArt; _ = $0.importer.status }) { $0.update() }
    }

    private static func pill(_ label: String, action: AppAction) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_mnemonic(label)!
        gtk_widget_add_css_class(button, "pill")
        gtk_actionable_set_action_name(button.cast(), action.detailedName)
        return button
    }

    private func update() {
        gtk_widget_set_visible(widget, EmptyState.isShown(for: document.emojiArt, importing: importer.status != .idle) ? 1 : 0)
        gtk_widget_set_visible(takePhoto, hasCamera ? 1 : 0)
    }
}
