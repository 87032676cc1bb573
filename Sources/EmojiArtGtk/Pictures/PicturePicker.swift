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
    private let grid: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    /// The paths of the pictures shown, as the grid's model (GtkStringObjects).
    private let store: OpaquePointer
    /// The grid's, which owns it.
    private let selection: OpaquePointer
    private let loader = ThumbnailLoader()
    private let folder: URL
    private let pick: @MainActor (URL) -> Void
    private var pictures: [PictureFile] = []
    private var shown: [PictureFile] = []
    /// The cells bound, by their list item, and the picture each shows:
    /// GTK binds hundreds more than fit on screen.
    private var bound: [OpaquePointer: PictureFile] = [:]
    /// The bound cells on screen, whose thumbnails are asked for or shown.
    private var onScreen: Set<OpaquePointer> = []
    /// Set when cells were bound or let go, or the grid scrolled or resized.
    private var onScreenChanged = true
    private var scrollerHeight: Int32 = 0
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private var firstScreenfulShown = false
    private var scanned = false
    /// Whether the frame clock calls `tick`: only while there is work.
    private var ticking = false

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

        store = g_list_store_new(gtk_string_object_get_type())
        selection = gtk_single_selection_new(OpaquePointer(g_object_ref(store.raw)))
        let factory = gtk_signal_list_item_factory_new()!
        grid = gtk_grid_view_new(selection.cast(), factory)
        // GTK binds cells for thirty rows of the most columns there may be: few columns, few cells.
        gtk_grid_view_set_max_columns(grid.cast(), 6)
        Accessibility.setLabel(grid, localized("Pictures"))
        scroller = DialogWindow.scrolling(grid)
        status = gtk_label_new(localized("Looking for pictures…"))
        gtk_widget_add_css_class(status, "dim-label")
        stack = gtk_stack_new()
        gtk_stack_add_named(stack.cast(), scroller, "grid")
        gtk_stack_add_named(stack.cast(), status, "status")
        gtk_stack_set_visible_child_name(stack.cast(), "status")
        gtk_window_set_child(window, stack)

        GObjectAttachment.attach(self, to: window)
        Signal.connect(factory, .setup) { item in Self.setUp(item) }
        Signal.connect(factory, .bind) { [unowned self] item in bind(item) }
        Signal.connect(factory, .unbind) { [unowned self] item in unbind(item) }
        Signal.connect(grid, .activatePosition) { [unowned self] position in choose(at: Int(position)) }
        Signal.connect(search, .searchChanged) { [unowned self] in filter() }
        Signal.connect(search, .activateEntry) { [unowned self] in
            choose(at: Int(gtk_single_selection_get_selected(selection)))
        }
        // Escape clears a search first, wherever the focus is; then it closes.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [unowned self] keyval, _ in
            guard keyval == guint(GDK_KEY_Escape), !query.isEmpty else { return false }
            gtk_editable_set_text(search.cast(), "")
            return true
        }
        gtk_widget_add_controller(window.widget, keys)
        Signal.connect(search, .stopSearch) { [unowned self] in gtk_window_close(window) }
        Signal.connect(other, .clicked) { [unowned self] in
            gtk_window_destroy(window)
            otherLocation()
        }
        Signal.connect(window, .destroy) { [unowned self] in
            loader.close()
            g_object_unref(store.raw)
        }
        if let adjustment = gtk_scrollable_get_vadjustment(grid.cast()) {
            Signal.connect(adjustment, .valueChanged) { [unowned self] in cellsMoved() }
        }
        loader.scan(folder) { [weak self] found in self?.show(found) }
    }

    private func show(_ found: [PictureFile]) {
        scanned = true
        pictures = found
        filter()
        gtk_widget_grab_focus(grid)
    }

    private var query: String { String(cString: gtk_editable_get_text(search.cast())) }

    private func filter() {
        let query = query
        shown = PictureLibrary.matching(pictures, query)
        g_list_store_remove_all(store)
        waiting = shown[...]
        addWaitingItems()
        cellsMoved()

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

    /// Pictures shown but not yet in the grid's model.
    private var waiting: ArraySlice<PictureFile> = []
    /// Items added a frame while the grid makes its cells: making and
    /// binding a cell takes a third of a millisecond, and GTK 4.8 makes
    /// cells for thirty rows at once.
    private static let itemsPerFrame = 30
    private static let cellsMade = 180

    private func addWaitingItems() {
        guard !waiting.isEmpty else { return }
        let count = g_list_model_get_n_items(store) < Self.cellsMade ? Self.itemsPerFrame : waiting.count
        var items: [gpointer?] = waiting.prefix(count).map { UnsafeMutableRawPointer(gtk_string_object_new($0.url.path)) }
        waiting = waiting.dropFirst(count)
        items.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, g_list_model_get_n_items(store), 0, buffer.baseAddress, guint(buffer.count))
        }
        items.forEach { g_object_unref($0) }
    }

    // MARK: - Cells

    private static let side: Int32 = 128

    private static func setUp(_ item: OpaquePointer) {
        let cell = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let picture = gtk_picture_new()!
        gtk_widget_set_size_request(picture, side, side)
        gtk_picture_set_can_shrink(picture.cast(), 1)
        let name = gtk_label_new(nil)!
        gtk_label_set_ellipsize(name.cast(), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(name.cast(), 16)
        gtk_box_append(cell.cast(), picture)
        gtk_box_append(cell.cast(), name)
        gtk_list_item_set_child(item.cast(), cell)
    }

    private func cellParts(_ item: OpaquePointer) -> (picture: UnsafeMutablePointer<GtkWidget>, name: UnsafeMutablePointer<GtkWidget>)? {
        guard let cell = gtk_list_item_get_child(item.cast()), let picture = gtk_widget_get_first_child(cell),
              let name = gtk_widget_get_next_sibling(picture) else { return nil }
        return (picture, name)
    }

    private func bind(_ item: OpaquePointer) {
        let position = Int(gtk_list_item_get_position(item.cast()))
        guard shown.indices.contains(position), let (picture, name) = cellParts(item) else { return }
        let file = shown[position]
        bound[item] = file
        gtk_label_set_text(name.cast(), file.name)
        gtk_picture_set_paintable(picture.cast(), nil)
        cellsMoved()
    }

    private func unbind(_ item: OpaquePointer) {
        leaveScreen(item)
        bound[item] = nil
        cellsMoved()
    }

    /// Cells were bound or let go, or the grid scrolled: on the next frame,
    /// after GTK's layout, see which are on screen.
    private func cellsMoved() {
        onScreenChanged = true
        guard !ticking else { return }
        ticking = true
        gtk_widget_add_tick_callback(grid, { _, _, data in
            nonisolated(unsafe) let data = data
            return MainActor.assumeIsolated {
                guard let data else { return 0 }
                return Unmanaged<PicturePicker>.fromOpaque(data).takeUnretainedValue().tick() ? 1 : 0
            }
        }, Unmanaged.passRetained(self).toOpaque()) { data in
            data.map { Unmanaged<PicturePicker>.fromOpaque($0).release() }
        }
    }

    /// A frame: the next items into the model, and which bound cells are on
    /// screen now. Returns whether there is more to do next frame.
    private func tick() -> Bool {
        addWaitingItems()
        let height = gtk_widget_get_height(scroller)
        if onScreenChanged || height != scrollerHeight {
            onScreenChanged = false
            scrollerHeight = height
            updateOnScreen()
        }
        // Not laid out yet (the grid was just shown): nothing is on screen so far.
        ticking = !waiting.isEmpty || onScreenChanged || height == 0
        return ticking
    }

    private func updateOnScreen() {
        let cells = bound.map { (item: $0.key, file: $0.value) }
            .sorted { gtk_list_item_get_position($0.item.cast()) < gtk_list_item_get_position($1.item.cast()) }
        for (item, file) in cells {
            if isOnScreen(item) {
                if !onScreen.contains(item) { enterScreen(item, file) }
            } else {
                leaveScreen(item)
            }
        }
    }

    private func isOnScreen(_ item: OpaquePointer) -> Bool {
        var bounds = graphene_rect_t()
        guard let cell = gtk_list_item_get_child(item.cast()), gtk_widget_get_mapped(cell) != 0,
              gtk_widget_compute_bounds(cell, scroller, &bounds) != 0 else { return false }
        return bounds.origin.y < Float(scrollerHeight) && bounds.origin.y + bounds.size.height > 0
    }

    /// Asks for the cell's thumbnail, which it holds while on screen.
    private func enterScreen(_ item: OpaquePointer, _ file: PictureFile) {
        onScreen.insert(item)
        loader.load(file) { [weak self] texture in
            guard let self, bound[item] == file, onScreen.contains(item), let (picture, _) = cellParts(item) else { return }
            // An unreadable file gets a placeholder and its name: no alert per file.
            if let texture {
                gtk_picture_set_paintable(picture.cast(), texture.pointer)
            } else {
                Self.showPlaceholder(in: picture)
            }
            noteScreenful()
        }
    }

    /// Lets go of the cell's thumbnail.
    private func leaveScreen(_ item: OpaquePointer) {
        guard onScreen.remove(item) != nil else { return }
        cellParts(item).map { gtk_picture_set_paintable($0.picture.cast(), nil) }
        let file = bound[item]
        if let file, !onScreen.contains(where: { bound[$0] == file }) { loader.forget(file) }
    }

    /// The icon theme's "missing image", in place of a thumbnail.
    private static func showPlaceholder(in picture: UnsafeMutablePointer<GtkWidget>) {
        guard let display = gtk_widget_get_display(picture), let theme = gtk_icon_theme_get_for_display(display),
              let icon = gtk_icon_theme_lookup_icon(theme, "image-missing", nil, 64, 1, GTK_TEXT_DIR_NONE,
                                                    GtkIconLookupFlags(rawValue: 0)) else { return }
        gtk_picture_set_paintable(picture.cast(), icon.cast())
        g_object_unref(icon.raw)
    }

    /// Tells the probes once every cell on screen has its thumbnail.
    private func noteScreenful() {
        guard !firstScreenfulShown else { return }
        let filled = !onScreen.isEmpty && onScreen.allSatisfy { item in
            cellParts(item).map { gtk_picture_get_paintable($0.picture.cast()) != nil } ?? false
        }
        guard filled else { return }
        firstScreenfulShown = true
        Probes.report(.picturesShown(widget: grid))
    }

    private func choose(at position: Int) {
        guard shown.indices.contains(position) else { return }
        let url = shown[position].url
        gtk_window_destroy(window)
        pick(url)
    }
}
