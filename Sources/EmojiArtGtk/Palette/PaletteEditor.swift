import ArtModel
import CGtk

/// The dialog that edits one palette: its name, emojis typed, pasted or
/// picked from GTK's emoji chooser, and a grid where a click removes one.
/// Every change goes to the store at once.
@MainActor
final class PaletteEditor {
    private let store: PaletteStore
    private let paletteID: Palette.ID
    let window: UnsafeMutablePointer<GtkWindow>
    private let nameEntry = gtk_entry_new()!
    private let addEntry = gtk_entry_new()!
    private let grid = gtk_flow_box_new()!

    @discardableResult
    static func open(_ id: Palette.ID, in store: PaletteStore, over parent: UnsafeMutablePointer<GtkWindow>) -> PaletteEditor {
        let editor = PaletteEditor(id, store: store, over: parent)
        gtk_window_present(editor.window)
        return editor
    }

    private init(_ id: Palette.ID, store: PaletteStore, over parent: UnsafeMutablePointer<GtkWindow>) {
        self.store = store
        paletteID = id
        window = DialogWindow.make(title: localized("Edit Palette"), over: parent, width: 420, height: 480).window

        gtk_entry_set_placeholder_text(nameEntry.cast(), localized("Palette name"))
        gtk_editable_set_text(nameEntry.cast(), store.palette(id: id)?.displayName ?? "")
        Signal.connect(nameEntry, .textChanged) { [unowned self] in
            showNameRefused(!store.rename(id: paletteID, to: String(cString: gtk_editable_get_text(nameEntry.cast()))))
        }

        gtk_entry_set_placeholder_text(addEntry.cast(), localized("Type or paste emojis to add"))
        gtk_widget_set_hexpand(addEntry, 1)
        Signal.connect(addEntry, .textChanged) { [unowned self] in addTypedEmojis() }
        let chooser = gtk_emoji_chooser_new()!
        Signal.connect(chooser, .emojiPicked) { [unowned self] emoji in store.addEmojis(emoji, to: paletteID) }
        let pick = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(pick.cast(), "face-smile-symbolic")
        gtk_menu_button_set_popover(pick.cast(), chooser)
        Accessibility.nameIconButton(pick, localized("Choose Emojis…"))
        let addRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(addRow.cast(), addEntry)
        gtk_box_append(addRow.cast(), pick)

        gtk_flow_box_set_selection_mode(grid.cast(), GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(grid.cast(), 1)
        gtk_flow_box_set_max_children_per_line(grid.cast(), 40)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(content, "dialog-content")
        gtk_box_append(content.cast(), DialogWindow.heading(localized("Name")))
        gtk_box_append(content.cast(), nameEntry)
        gtk_box_append(content.cast(), DialogWindow.heading(localized("Add Emojis")))
        gtk_box_append(content.cast(), addRow)
        gtk_box_append(content.cast(), DialogWindow.heading(localized("Emojis (click one to remove it)")))
        gtk_box_append(content.cast(), DialogWindow.scrolling(grid))
        gtk_window_set_child(window, content)

        GObjectAttachment.attach(self, to: window)
        observe(self, reading: { _ = $0.store.palettes }) { $0.paletteChanged() }
        showEmojis()
    }

    /// An empty name is refused, as the manager refuses it: the palette
    /// keeps the name it had, and the entry says why until it has a name again.
    private func showNameRefused(_ refused: Bool) {
        if refused {
            gtk_widget_add_css_class(nameEntry, "error")
            gtk_entry_set_icon_from_icon_name(nameEntry.cast(), GTK_ENTRY_ICON_SECONDARY, "dialog-warning-symbolic")
            gtk_entry_set_icon_tooltip_text(nameEntry.cast(), GTK_ENTRY_ICON_SECONDARY, localized("A palette needs a name"))
        } else {
            gtk_widget_remove_css_class(nameEntry, "error")
            gtk_entry_set_icon_from_icon_name(nameEntry.cast(), GTK_ENTRY_ICON_SECONDARY, nil)
        }
    }

    private func addTypedEmojis() {
        let text = String(cString: gtk_editable_get_text(addEntry.cast()))
        guard EmojiText.firstEmoji(in: text) != nil else { return }
        store.addEmojis(text, to: paletteID)
        gtk_editable_set_text(addEntry.cast(), "")
    }

    private func paletteChanged() {
        guard let palette = store.palette(id: paletteID) else {
            // Deleted elsewhere: nothing left to edit.
            return gtk_window_destroy(window)
        }
        if String(cString: gtk_editable_get_text(nameEntry.cast())) != palette.displayName {
            gtk_editable_set_text(nameEntry.cast(), palette.displayName)
        }
        showEmojis()
    }

    private func showEmojis() {
        while let child = gtk_widget_get_first_child(grid) {
            gtk_flow_box_remove(grid.cast(), child)
        }
        for emoji in store.palette(id: paletteID)?.emojiList ?? [] {
            let button = gtk_button_new_with_label(emoji)!
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_add_css_class(button, "palette-emoji")
            gtk_widget_set_tooltip_text(button, localized("Remove {emoji}", ["emoji": emoji]))
            Signal.connect(button, .clicked) { [unowned self] in store.removeEmoji(emoji, from: paletteID) }
            gtk_flow_box_append(grid.cast(), button)
        }
    }
}
