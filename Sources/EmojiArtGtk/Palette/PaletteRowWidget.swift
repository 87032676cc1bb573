import ArtModel
import CGtk

/// One row of the palette manager, showing what its PaletteRow says: the
/// palette's name (renamed in place), its first emojis, and Edit, Move Up,
/// Move Down and Delete. Rows can be dragged onto one another: the dragged
/// palette takes the place of the one it is dropped on.
@MainActor
struct PaletteRowWidget {
    let store: PaletteStore
    let edit: @MainActor (Palette.ID) -> Void
    /// The palette, its new place, and the button that moved it (focused again in its re-made row).
    let move: @MainActor (Palette.ID, Int, String) -> Void
    let delete: @MainActor (Palette) -> Void

    private static let dragPrefix = "emojiart-palette:"

    /// The row's widget; the button named `focused` takes the focus.
    func make(_ row: PaletteRow, focusing focused: String?) -> UnsafeMutablePointer<GtkWidget> {
        let palette = row.palette
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(box, "palette-row")

        let name = gtk_editable_label_new(palette.displayName)!
        gtk_widget_set_tooltip_text(name, localized("Double-click or press Enter to rename"))
        gtk_widget_set_size_request(name, 140, -1)
        Signal.connect(name, .notify("text")) {
            // An empty name is refused (PaletteStore.rename): the row shows the name kept.
            if !store.rename(id: palette.id, to: String(cString: gtk_editable_get_text(name.cast()))) {
                gtk_editable_set_text(name.cast(), store.palette(id: palette.id)?.displayName ?? palette.displayName)
            }
        }
        let preview = gtk_label_new(palette.emojiList.prefix(16).joined())!
        gtk_label_set_ellipsize(preview.cast(), PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(preview.cast(), 0)
        gtk_widget_set_hexpand(preview, 1)
        gtk_box_append(box.cast(), name)
        gtk_box_append(box.cast(), preview)

        let buttons = [
            RowButton(icon: "document-edit-symbolic", tooltip: localized("Edit"), enabled: true) { edit(palette.id) },
            RowButton(icon: "go-up-symbolic", tooltip: localized("Move Up"), enabled: row.canMoveUp) {
                move(palette.id, row.index - 1, localized("Move Up"))
            },
            RowButton(icon: "go-down-symbolic", tooltip: localized("Move Down"), enabled: row.canMoveDown) {
                move(palette.id, row.index + 1, localized("Move Down"))
            },
            RowButton(icon: "user-trash-symbolic",
                      tooltip: row.canDelete ? localized("Delete") : localized("The last palette cannot be deleted"),
                      enabled: row.canDelete) { delete(palette) },
        ]
        for item in buttons {
            let button = gtk_button_new_from_icon_name(item.icon)!
            gtk_widget_add_css_class(button, "flat")
            Accessibility.nameIconButton(button, item.tooltip)
            gtk_widget_set_sensitive(button, item.enabled ? 1 : 0)
            Signal.connect(button, .clicked, item.action)
            gtk_box_append(box.cast(), button)
            if focused == item.tooltip {
                // Held across the turn of the main loop: the row may be re-made before it.
                let held = ObjectReference(retaining: button)
                Task { gtk_widget_grab_focus(held.widget) }
            }
        }
        makeDraggable(box, palette: palette, index: row.index)
        return box
    }

    private struct RowButton {
        let icon: String
        let tooltip: String
        let enabled: Bool
        let action: Signal.Plain
    }

    private func makeDraggable(_ row: UnsafeMutablePointer<GtkWidget>, palette: Palette, index: Int) {
        gtk_widget_add_controller(row, DragSource.text("\(Self.dragPrefix)\(palette.id)").cast())

        let target = gtk_drop_target_new(emojiart_type_string(), GDK_ACTION_COPY)!
        Signal.connectDrop(target) { value, _, _ in
            guard let text = g_value_get_string(value).map({ String(cString: $0) }), text.hasPrefix(Self.dragPrefix),
                  let id = Int(text.dropFirst(Self.dragPrefix.count)) else { return false }
            store.move(id: id, to: index)
            return true
        }
        gtk_widget_add_controller(row, target.cast())
    }
}
