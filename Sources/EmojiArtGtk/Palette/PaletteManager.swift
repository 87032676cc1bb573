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
    /// The rows shown, in order; the list's model holds their palettes' ids,
    /// and a change re-makes only the rows it changes (ListSplice).
    private var rows: [PaletteRow] = []
    private let rowIDs = StringListStore()
    private lazy var rowWidgets = PaletteRowWidget(store: store, edit: { [unowned self] in edit($0) },
                                                   move: { [unowned self] in move($0, to: $1, button: $2) },
                                                   delete: { [unowned self] in delete($0) })
    /// The button to focus again once its row is re-made, so keyboard
    /// reordering keeps its place.
    private var refocus: (id: Palette.ID, button: String)?
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
        Signal.connect(search, .searchChanged) { [unowned self] in showRows() }
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
            if rows.indices.contains(index) { edit(rows[index].palette.id) }
        }
        gtk_list_box_bind_model(list.cast(), rowIDs.model.opaque, { item, data in
            nonisolated(unsafe) let (item, data) = (item, data)
            nonisolated(unsafe) var row: UnsafeMutablePointer<GtkWidget>?
            MainActor.assumeIsolated {
                guard let item, let data else { return }
                row = CallbackBox<MakeRow>.lent(data)(StringListStore.string(of: OpaquePointer(item)))
            }
            return row
        }, CallbackBox<MakeRow>.retained { [unowned self] id in
            rows.first { String($0.palette.id) == id }.map { rowWidgets.make($0, focusing: refocus?.id == $0.palette.id ? refocus?.button : nil) }
        }, { AnyCallbackBox.release($0) })
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
        observe(self, reading: { _ = $0.store.palettes }) { $0.showRows() }
        showRows()
        gtk_widget_grab_focus(search)
    }

    private var query: String { String(cString: gtk_editable_get_text(search.cast())) }

    private typealias MakeRow = @MainActor (_ paletteID: String) -> UnsafeMutablePointer<GtkWidget>?

    private func showRows() {
        let shown = PaletteRow.rows(of: store.palettes, matching: query)
        let splice = ListSplice(from: rows, to: shown)
        rows = shown
        let added = shown[splice.position..<(splice.position + splice.added)].map { String($0.palette.id) }
        if !splice.isEmpty { rowIDs.splice(at: splice.position, removing: splice.removed, adding: added) }
        gtk_label_set_text(noMatch.cast(), localized("No Palettes Match “{search}”", ["search": query]))
        gtk_widget_set_visible(noMatch, shown.isEmpty ? 1 : 0)
        gtk_widget_set_visible(scroller, shown.isEmpty ? 0 : 1)
        refocus = nil
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
}
