import ArtModel
import CGtk

/// The dialog that edits one palette (palette-editor.ui): its name, emojis
/// typed, pasted or picked from GTK's emoji chooser, and a grid where a
/// click removes one. Every change goes to the store at once; the grid is
/// bound to a model, so a change re-makes only the emojis it touches.
@MainActor
final class PaletteEditor {
    private let store: PaletteStore
    private let paletteID: Palette.ID
    private let dialog: DialogWindow
    private let nameEntry: UnsafeMutablePointer<GtkWidget>
    private let addEntry: UnsafeMutablePointer<GtkWidget>
    /// The emojis shown, in order; the grid's model holds them.
    private var shown: [String] = []
    private let emojis = StringListStore()

    @discardableResult
    static func open(_ id: Palette.ID, in store: PaletteStore, over parent: UnsafeMutablePointer<GtkWidget>) -> PaletteEditor {
        let editor = PaletteEditor(id, store: store)
        editor.dialog.present(over: parent, focusing: editor.nameEntry)
        return editor
    }

    private init(_ id: Palette.ID, store: PaletteStore) {
        self.store = store
        paletteID = id
        let layout = Layout("palette-editor.ui")
        dialog = DialogWindow(title: localized("Edit Palette"), width: 420, height: 480, content: layout.widget("content"))
        nameEntry = layout.widget("name")
        addEntry = layout.widget("add")

        gtk_editable_set_text(nameEntry.cast(), store.palette(id: id)?.displayName ?? "")
        Signal.connect(nameEntry, .textChanged) { [unowned self] in
            showNameRefused(!store.rename(id: paletteID, to: String(cString: gtk_editable_get_text(nameEntry.cast()))))
        }
        Signal.connect(addEntry, .textChanged) { [unowned self] in addTypedEmojis() }
        Signal.connect(layout.widget("chooser"), .emojiPicked) { [unowned self] emoji in store.addEmojis(emoji, to: paletteID) }
        emojis.bind(flowBox: layout.widget("emojis")) { [unowned self] emoji in button(removing: emoji) }

        GObjectAttachment.attach(self, to: dialog.widget)
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
            return dialog.close()
        }
        if String(cString: gtk_editable_get_text(nameEntry.cast())) != palette.displayName {
            gtk_editable_set_text(nameEntry.cast(), palette.displayName)
        }
        showEmojis()
    }

    private func showEmojis() {
        let now = store.palette(id: paletteID)?.emojiList ?? []
        let splice = ListSplice(from: shown, to: now)
        shown = now
        guard !splice.isEmpty else { return }
        emojis.splice(at: splice.position, removing: splice.removed,
                      adding: Array(now[splice.position..<(splice.position + splice.added)]))
    }

    private func button(removing emoji: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(emoji)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "palette-emoji")
        gtk_widget_set_tooltip_text(button, localized("Remove {emoji}", ["emoji": emoji]))
        Signal.connect(button, .clicked) { [unowned self] in store.removeEmoji(emoji, from: paletteID) }
        return button
    }
}
