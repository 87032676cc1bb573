import ArtModel
import CGtk

/// One row of the palette manager (palette-row.ui), showing what its
/// PaletteRow says: the palette's name (renamed in place), its first
/// emojis, and Edit, Move Up, Move Down and Delete. Rows can be dragged onto one another: the dragged
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
        let layout = Layout("palette-row.ui")
        // The list box takes it over once it is made (the layout lets go of it then).
        let box = layout.handedOver("row")
        let name = layout.widget("name")
        gtk_editable_set_text(name.cast(), palette.displayName)
        Signal.connect(name, .notify("text")) {
            // An empty name is refused (PaletteStore.rename): the row shows the name kept.
            if !store.rename(id: palette.id, to: String(cString: gtk_editable_get_text(name.cast()))) {
                gtk_editable_set_text(name.cast(), store.palette(id: palette.id)?.displayName ?? palette.displayName)
            }
        }
        gtk_label_set_text(layout.widget("preview").cast(), palette.emojiList.prefix(16).joined())

        let buttons = [
            RowButton(id: "edit", tooltip: localized("Edit"), enabled: true) { edit(palette.id) },
            RowButton(id: "move-up", tooltip: localized("Move Up"), enabled: row.canMoveUp) {
                move(palette.id, row.index - 1, localized("Move Up"))
            },
            RowButton(id: "move-down", tooltip: localized("Move Down"), enabled: row.canMoveDown) {
                move(palette.id, row.index + 1, localized("Move Down"))
            },
            RowButton(id: "delete",
                      tooltip: row.canDelete ? localized("Delete") : localized("The last palette cannot be deleted"),
                      enabled: row.canDelete) { delete(palette) },
        ]
        for item in buttons {
            let button = layout.widget(item.id)
            Accessibility.nameIconButton(button, item.tooltip)
            gtk_widget_set_sensitive(button, item.enabled ? 1 : 0)
            Signal.connect(button, .clicked, item.action)
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
        /// Its id in palette-row.ui.
        let id: String
        let tooltip: String
        let enabled: Bool
        let action: Signal.Plain
    }

    private func makeDraggable(_ row: UnsafeMutablePointer<GtkWidget>, palette: Palette, index: Int) {
        gtk_widget_add_controller(row, DragSource.text("\(Self.dragPrefix)\(palette.id)").cast())

        let target = Opaque<EventController>(gtk_drop_target_new(emojiart_type_string(), GDK_ACTION_COPY))
        Signal.connectDrop(target) { value, _, _ in
            guard let text = g_value_get_string(value).map({ String(cString: $0) }), text.hasPrefix(Self.dragPrefix),
                  let id = Int(text.dropFirst(Self.dragPrefix.count)) else { return false }
            store.move(id: id, to: index)
            return true
        }
        gtk_widget_add_controller(row, target.cast())
    }
}
