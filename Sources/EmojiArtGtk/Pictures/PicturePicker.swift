import ArtModel
import CGtk
import Foundation

/// Choose Background… (picture-picker.ui): the photos in the Pictures folder (and below) as a
/// grid of thumbnails, newest first, each named under it. Typing anywhere
/// searches by name; Enter or a double-click picks the selected photo;
/// Escape or Close cancels; Other Location… opens the file chooser. Only
/// the cells on screen hold textures, and closing stops the work.
@MainActor
final class PicturePicker {
    private let dialog: DialogWindow
    private let search: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let loader = ThumbnailLoader()
    private let grid: PictureGrid
    private let folder: URL
    private let pick: @MainActor (URL) -> Void
    /// Every picture in the folder, newest first, once scanned.
    private var pictures: [PictureFile] = []
    private var scanned = false

    static func open(over parent: UnsafeMutablePointer<GtkWindow>, pick: @escaping @MainActor (URL) -> Void,
                     otherLocation: @escaping @MainActor () -> Void) {
        let picker = PicturePicker(pick: pick, otherLocation: otherLocation)
        picker.dialog.present(over: parent.widget)
    }

    private init(pick: @escaping @MainActor (URL) -> Void,
                 otherLocation: @escaping @MainActor () -> Void) {
        self.pick = pick
        let home = URL(fileURLWithPath: NSHomeDirectory())
        folder = PictureLibrary.folder(pictures: g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)
            .map { URL(fileURLWithPath: String(cString: $0)) }, home: home)
        let layout = Layout("picture-picker.ui")
        stack = layout.widget("stack")
        dialog = DialogWindow(title: localized("Choose a Picture"), width: 860, height: 620, content: stack)
        search = layout.widget("search")
        gtk_search_entry_set_key_capture_widget(search.cast(), dialog.widget)
        dialog.setTitleWidget(search)
        let other = layout.widget("other-location")
        dialog.packEnd(other)
        grid = PictureGrid(grid: layout.widget("grid"), loader: loader)
        status = layout.widget("status")

        GObjectAttachment.attach(self, to: dialog.widget)
        grid.onActivate = { [unowned self] picture in choose(picture) }
        Signal.connect(search, .searchChanged) { [unowned self] in filter() }
        Signal.connect(search, .activateEntry) { [unowned self] in grid.selected.map(choose) }
        // Escape clears a search first, wherever the focus is; then it closes
        // (also when nothing has the focus, as in a folder with no pictures).
        let keys = Opaque<EventController>(gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(keys.cast(), GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [unowned self] keyval, _ in
            guard keyval == guint(GDK_KEY_Escape) else { return false }
            if query.isEmpty { dialog.close() } else { gtk_editable_set_text(search.cast(), "") }
            return true
        }
        gtk_widget_add_controller(dialog.widget, keys.cast())
        Signal.connect(other, .clicked) { [unowned self] in
            dialog.close()
            otherLocation()
        }
        Signal.connect(dialog.widget, .destroy) { [loader] in loader.close() }
        loader.scan(folder) { [weak self] found in self?.show(found) }
    }

    private func show(_ found: [PictureFile]) {
        scanned = true
        pictures = found
        filter()
        gtk_widget_grab_focus(grid.grid)
    }

    private var query: String { String(cString: gtk_editable_get_text(search.cast())) }

    private func filter() {
        let query = query
        let shown = PictureLibrary.matching(pictures, query)
        grid.show(shown)

        if !scanned {
            return
        } else if shown.isEmpty {
            gtk_label_set_text(status.cast(), pictures.isEmpty
                ? localized("No Pictures in “{folder}”", ["folder": folder.lastPathComponent])
                : localized("No Pictures Match “{search}”", ["search": query]))
            gtk_stack_set_visible_child_name(stack.cast(), "status")
        } else {
            gtk_stack_set_visible_child_name(stack.cast(), "grid")
        }
    }

    private func choose(_ picture: PictureFile) {
        dialog.close()
        pick(picture.url)
    }
}
