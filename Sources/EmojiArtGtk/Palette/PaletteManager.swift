import ArtModel
import CGtk
import Foundation

/// The dialog that lists every palette: search by name or emoji, rename in
/// place, edit, create, delete (never the last; a toast offers Undo) and
/// reorder, by dragging a row or with its Move Up and Move Down buttons.
@MainActor
final class PaletteManager {
    private let store: PaletteStore
    let window: UnsafeMutablePointer<GtkWindow>
    private let search = gtk_search_entry_new()!
    private let list = gtk_list_box_new()!
    private lazy var scroller = DialogWindow.scrolling(list)
    /// Said in place of the list when the search matches nothing.
    private let noMatch = gtk_label_new(nil)!
    /// The palettes of the rows, in order.
    private var shownIDs: [Palette.ID] = []
    /// The button to focus again once the list is rebuilt, so keyboard
    /// reordering keeps its place.
    private var refocus: (id: Palette.ID, button: String)?
    private static let dragPrefix = "emojiart-palette:"
    private var toasts: ToastStack?

    @discardableResult
    static func open(_ store: PaletteStore, over parent: UnsafeMutablePointer<GtkWindow>) -> PaletteManager {
        let manager = PaletteManager(store, over: parent)
        gtk_window_present(manager.window)
        return manager
    }

    private init(_ store: PaletteStore, over parent: UnsafeMutablePointer<GtkWindow>) {
        self.store = store
        let (window, header) = DialogWindow.make(title: localized("Palettes"), over: parent, width: 520, height: 560)
        self.window = window

        let new = gtk_button_new_from_icon_name("list-add-symbolic")!
        Accessibility.nameIconButton(new, localized("New Palette"))
        Signal.connect(new, .clicked) { [unowned self] in
            edit(store.insert(name: localized("New Palette")).id)
        }
        gtk_header_bar_pack_end(header.cast(), new)

        GObjectProperty.set(search, "placeholder-text", to: localized("Search by name or emoji"))
        Signal.connect(search, .searchChanged) { [unowned self] in rebuild() }
        // Enter in the search opens the first palette it finds, as a row's
        // activation does; read from the text, as the list follows it only
        // after GtkSearchEntry's pause.
        Signal.connect(search, .activateEntry) { [unowned self] in
            if let first = store.palettes.first(where: { PaletteFilter.matches($0, query: query) }) { edit(first.id) }
        }
        // The search entry takes Escape first: it clears a search, and
        // closes the dialog when there is none, as Escape does elsewhere.
        Signal.connect(search, .stopSearch) { [unowned self] in
            if query.isEmpty {
                gtk_window_close(window)
            } else {
                gtk_editable_set_text(search.cast(), "")
            }
        }
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "palette-list")
        gtk_widget_set_valign(list, GTK_ALIGN_START)
        // A row opens its palette's editor with Enter or a double-click; one
        // click is the row's buttons' and the name's.
        gtk_list_box_set_activate_on_single_click(list.cast(), 0)
        Signal.connect(list, .rowActivated) { [unowned self] row in
            let index = Int(gtk_list_box_row_get_index(row.cast()))
            if shownIDs.indices.contains(index) { edit(shownIDs[index]) }
        }
        gtk_widget_add_css_class(noMatch, "dim-label")
        gtk_widget_set_margin_top(noMatch, 24)
        gtk_widget_set_margin_bottom(noMatch, 24)
        gtk_label_set_wrap(noMatch.cast(), 1)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_add_css_class(content, "dialog-content")
        gtk_box_append(content.cast(), search)
        gtk_box_append(content.cast(), noMatch)
        gtk_box_append(content.cast(), scroller)
        let toasts = ToastStack(over: content)
        self.toasts = toasts
        gtk_window_set_child(window, toasts.widget)

        GObjectAttachment.attach(self, to: window)
        observe(self, reading: { _ = $0.store.palettes }) { $0.rebuild() }
        rebuild()
        gtk_widget_grab_focus(search)
    }

    private var query: String { String(cString: gtk_editable_get_text(search.cast())) }

    private func rebuild() {
        while let row = gtk_widget_get_first_child(list) {
            gtk_list_box_remove(list.cast(), row)
        }
        shownIDs = []
        for (index, palette) in store.palettes.enumerated() where PaletteFilter.matches(palette, query: query) {
            gtk_list_box_append(list.cast(), makeRow(palette, at: index))
            shownIDs.append(palette.id)
        }
        gtk_label_set_text(noMatch.cast(), localized("No Palettes Match “{search}”", ["search": query]))
        gtk_widget_set_visible(noMatch, shownIDs.isEmpty ? 1 : 0)
        gtk_widget_set_visible(scroller, shownIDs.isEmpty ? 0 : 1)
        refocus = nil
    }

    private func makeRow(_ palette: Palette, at index: Int) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(row, "palette-row")

        let name = gtk_editable_label_new(palette.displayName)!
        gtk_widget_set_tooltip_text(name, localized("Double-click or press Enter to rename"))
        gtk_widget_set_size_request(name, 140, -1)
        Signal.connect(name, .notify("text")) { [unowned self] in
            // An empty name is refused (PaletteStore.rename): the row shows the name kept.
            if !store.rename(id: palette.id, to: String(cString: gtk_editable_get_text(name.cast()))) {
                gtk_editable_set_text(name.cast(), store.palette(id: palette.id)?.displayName ?? palette.displayName)
            }
        }
        let preview = gtk_label_new(palette.emojiList.prefix(16).joined())!
        gtk_label_set_ellipsize(preview.cast(), PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(preview.cast(), 0)
        gtk_widget_set_hexpand(preview, 1)
        gtk_box_append(row.cast(), name)
        gtk_box_append(row.cast(), preview)

        let last = store.palettes.count - 1
        let buttons = [
            RowButton(icon: "document-edit-symbolic", tooltip: localized("Edit"), enabled: true) { [unowned self] in edit(palette.id) },
            RowButton(icon: "go-up-symbolic", tooltip: localized("Move Up"), enabled: index > 0) { [unowned self] in
                move(palette.id, to: index - 1, button: localized("Move Up"))
            },
            RowButton(icon: "go-down-symbolic", tooltip: localized("Move Down"), enabled: index < last) { [unowned self] in
                move(palette.id, to: index + 1, button: localized("Move Down"))
            },
            RowButton(icon: "user-trash-symbolic",
                      tooltip: store.canRemove ? localized("Delete") : localized("The last palette cannot be deleted"),
                      enabled: store.canRemove) { [unowned self] in delete(palette) },
        ]
        for item in buttons {
            let button = gtk_button_new_from_icon_name(item.icon)!
            gtk_widget_add_css_class(button, "flat")
            Accessibility.nameIconButton(button, item.tooltip)
            gtk_widget_set_sensitive(button, item.enabled ? 1 : 0)
            Signal.connect(button, .clicked, item.action)
            gtk_box_append(row.cast(), button)
            if refocus?.id == palette.id, refocus?.button == item.tooltip {
                // Held across the turn of the main loop: the list may be rebuilt before it.
                let held = ObjectReference(retaining: button)
                Task { gtk_widget_grab_focus(held.widget) }
            }
        }
        makeDraggable(row, palette: palette, index: index)
        return row
    }

    private struct RowButton {
        let icon: String
        let tooltip: String
        let enabled: Bool
        let action: Signal.Plain
    }

    private func edit(_ id: Palette.ID) {
        PaletteEditor.open(id, in: store, over: window)
    }

    private func move(_ id: Palette.ID, to index: Int, button: String) {
        refocus = (id, button)
        store.move(id: id, to: index)
    }

    private func delete(_ palette: Palette) {
        guard let removal = store.remove(id: palette.id) else { return }
        toasts?.show(removal.announcement) { [store] in store.restore(removal) }
    }

    /// Rows can be dragged onto one another: the dragged palette takes the
    /// place of the one it is dropped on.
    private func makeDraggable(_ row: UnsafeMutablePointer<GtkWidget>, palette: Palette, index: Int) {
        gtk_widget_add_controller(row, DragSource.text("\(Self.dragPrefix)\(palette.id)").cast())

        let target = gtk_drop_target_new(emojiart_type_string(), GDK_ACTION_COPY)!
        Signal.connectDrop(target) { [unowned self] value, _, _ in
            guard let text = g_value_get_string(value).map({ String(cString: $0) }), text.hasPrefix(Self.dragPrefix),
                  let id = Int(text.dropFirst(Self.dragPrefix.count)) else { return false }
            store.move(id: id, to: index)
            return true
        }
        gtk_widget_add_controller(row, target.cast())
    }
}
