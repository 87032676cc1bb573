import ArtModel
import CGtk
import Foundation

/// The dialog that lists every palette (palette-manager.ui): search by name
/// or emoji, rename in place, edit, create, delete (never the last; a toast
/// offers Undo) and reorder, by dragging a row or with its Move Up and Move
/// Down buttons.
@MainActor
final class PaletteManager {
    private let store: PaletteStore
    private let dialog: DialogWindow
    private let search: UnsafeMutablePointer<GtkWidget>
    private let scroller: UnsafeMutablePointer<GtkWidget>
    /// Said in place of the list when the search matches nothing.
    private let noMatch: UnsafeMutablePointer<GtkWidget>
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
    private let toasts: ToastStack

    @discardableResult
    static func open(_ store: PaletteStore, over parent: UnsafeMutablePointer<GtkWidget>) -> PaletteManager {
        let manager = PaletteManager(store)
        manager.dialog.present(over: parent, focusing: manager.search)
        return manager
    }

    private init(_ store: PaletteStore) {
        self.store = store
        let layout = Layout("palette-manager.ui")
        dialog = DialogWindow(title: localized("Palettes"), width: 520, height: 560, content: layout.widget("toasts"))
        search = layout.widget("search")
        scroller = layout.widget("scroller")
        noMatch = layout.widget("no-match")
        toasts = ToastStack(overlay: layout.widget("toasts"))
        let new = layout.widget("new")
        Signal.connect(new, .clicked) { [unowned self] in
            edit(store.insert(name: localized("New Palette")).id)
        }
        dialog.packEnd(new)

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
                dialog.close()
            } else {
                gtk_editable_set_text(search.cast(), "")
            }
        }
        // A row opens its palette's editor with Enter or a double-click
        // (palette-manager.ui); one click is the row's buttons' and the name's.
        let list = layout.widget("list")
        Signal.connect(list, .rowActivated) { [unowned self] row in
            let index = Int(gtk_list_box_row_get_index(Opaque<GObjectType>(row).cast()))
            if rows.indices.contains(index) { edit(rows[index].palette.id) }
        }
        rowIDs.bind(listBox: list) { [unowned self] id in
            rows.first { String($0.palette.id) == id }.map { rowWidgets.make($0, focusing: refocus?.id == $0.palette.id ? refocus?.button : nil) }
        }

        GObjectAttachment.attach(self, to: dialog.widget)
        observe(self, reading: { _ = $0.store.palettes }) { $0.showRows() }
        showRows()
    }

    private var query: String { String(cString: gtk_editable_get_text(search.cast())) }

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
        PaletteEditor.open(id, in: store, over: dialog.widget)
    }

    private func move(_ id: Palette.ID, to index: Int, button: String) {
        refocus = (id, button)
        store.move(id: id, to: index)
    }

    private func delete(_ palette: Palette) {
        guard let removal = store.remove(id: palette.id) else { return }
        toasts.show(removal.announcement) { [store] in store.restore(removal) }
    }
}
