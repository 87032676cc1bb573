import ArtModel
import CGtk
import Foundation

/// Choose Background…: the photos in the Pictures folder (and below) as a
/// grid of thumbnails, newest first, each named under it. Typing anywhere
/// searches by name; Enter or a double-click picks the selected photo;
/// Escape or Close cancels; Other Location… opens the file chooser. Only
/// the cells on screen hold textures, and closing stops the work.
@MainActor
final class PicturePicker {
    private let window: UnsafeMutablePointer<GtkWindow>
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
        let picker = PicturePicker(over: parent, pick: pick, otherLocation: otherLocation)
        gtk_window_present(picker.window)
    }

    private init(over parent: UnsafeMutablePointer<GtkWindow>, pick: @escaping @MainActor (URL) -> Void,
                 otherLocation: @escaping @MainActor () -> Void) {
        self.pick = pick
        let home = URL(fileURLWithPath: NSHomeDirectory())
        folder = PictureLibrary.folder(pictures: g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)
            .map { URL(fileURLWithPath: String(cString: $0)) }, home: home)
        let (window, header) = DialogWindow.make(title: localized("Choose a Picture"), over: parent, width: 860, height: 620)
        self.window = window

        search = gtk_search_entry_new()
        gtk_widget_set_size_request(search, 280, -1)
        Accessibility.setLabel(search, localized("Search pictures by name"))
        gtk_search_entry_set_key_capture_widget(search.cast(), window.widget)
        gtk_header_bar_set_title_widget(header.cast(), search)
        let other = gtk_button_new_with_mnemonic(localized("_Other Location…"))!
        gtk_widget_set_tooltip_text(other, localized("Choose a picture file anywhere"))
        gtk_header_bar_pack_end(header.cast(), other)

        grid = PictureGrid(loader: loader)
        status = gtk_label_new(localized("Looking for pictures…"))
        gtk_widget_add_css_class(status, "dim-label")
        stack = gtk_stack_new()
        gtk_stack_add_named(stack.cast(), grid.widget, "grid")
        gtk_stack_add_named(stack.cast(), status, "status")
        gtk_stack_set_visible_child_name(stack.cast(), "status")
        gtk_window_set_child(window, stack)

        GObjectAttachment.attach(self, to: window)
        grid.onActivate = { [unowned self] picture in choose(picture) }
        Signal.connect(search, .searchChanged) { [unowned self] in filter() }
        Signal.connect(search, .activateEntry) { [unowned self] in grid.selected.map(choose) }
        // Escape clears a search first, wherever the focus is; then it closes
        // (also when nothing has the focus, as in a folder with no pictures).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [unowned self] keyval, _ in
            guard keyval == guint(GDK_KEY_Escape) else { return false }
            if query.isEmpty { gtk_window_close(window) } else { gtk_editable_set_text(search.cast(), "") }
            return true
        }
        gtk_widget_add_controller(window.widget, keys)
        Signal.connect(other, .clicked) {
            gtk_window_destroy(window)
            otherLocation()
        }
        Signal.connect(window, .destroy) { [loader] in loader.close() }
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
        gtk_window_destroy(window)
        pick(picture.url)
    }
}
