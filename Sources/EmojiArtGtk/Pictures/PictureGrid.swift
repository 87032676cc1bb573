import ArtModel
import CGtk
import Foundation

/// The picker's grid of thumbnails, each named under it. GTK 4.8 binds
/// cells for thirty rows at once, so the grid works out, after each layout,
/// which bound cells are on screen: only those ask for their thumbnails
/// and hold them. Its model is filled a screenful a frame, so no frame
/// makes a hundred cells.
@MainActor
final class PictureGrid {
    /// A GtkGridView, declared in picture-picker.ui.
    let grid: UnsafeMutablePointer<GtkWidget>
    /// The scroller around it: what is inside it is on screen.
    private let scroller: UnsafeMutablePointer<GtkWidget>
    /// The paths of the pictures in the grid (GtkStringObjects).
    private let store = StringListStore()
    private let selection: ObjectReference
    private let loader: ThumbnailLoader
    /// What the grid shows, in order.
    private(set) var pictures: [PictureFile] = []
    /// Enter or a double-click on a picture.
    var onActivate: (@MainActor (PictureFile) -> Void)?
    /// The cells bound, by their list item, and the picture each shows.
    private var bound: [OpaquePointer: PictureFile] = [:]
    /// The bound cells on screen, whose thumbnails are asked for or shown.
    private var onScreen: Set<OpaquePointer> = []
    /// Set when cells were bound or let go, or the grid scrolled.
    private var onScreenChanged = true
    private var height: Int32 = 0
    /// Whether the frame clock calls `tick`: only while there is work.
    private var ticking = false
    private var firstScreenfulShown = false

    init(grid: UnsafeMutablePointer<GtkWidget>, loader: ThumbnailLoader) {
        self.grid = grid
        scroller = gtk_widget_get_parent(grid)
        self.loader = loader
        selection = ObjectReference(taking: Opaque<ListModel>(gtk_single_selection_new(store.model.handedOver())))
        let factory = ObjectReference(taking: Opaque<ListItemFactory>(gtk_signal_list_item_factory_new()))
        gtk_grid_view_set_model(grid.cast(), selection.cast())
        gtk_grid_view_set_factory(grid.cast(), factory.cast())
        gtk_grid_view_set_max_columns(grid.cast(), guint(GridFilling.maximumColumns))
        Signal.connect(factory, .setup) { item in PictureCell.make(in: item) }
        Signal.connect(factory, .bind) { [unowned self] item in bind(item) }
        Signal.connect(factory, .unbind) { [unowned self] item in unbind(item) }
        Signal.connect(grid, .activatePosition) { [unowned self] position in
            if pictures.indices.contains(Int(position)) { onActivate?(pictures[Int(position)]) }
        }
        if let adjustment = gtk_scrollable_get_vadjustment(grid.cast()) {
            Signal.connect(adjustment, .valueChanged) { [unowned self] in cellsMoved() }
        }
    }

    /// The selected picture (the first, until the arrow keys move).
    var selected: PictureFile? {
        let position = Int(gtk_single_selection_get_selected(selection.cast()))
        return pictures.indices.contains(position) ? pictures[position] : nil
    }

    /// Shows `pictures` in place of what the grid showed.
    func show(_ pictures: [PictureFile]) {
        self.pictures = pictures
        store.removeAll()
        waiting = pictures[...]
        addWaitingItems()
        cellsMoved()
    }

    /// Pictures shown but not yet in the grid's model (GridFilling says how fast they go in).
    private var waiting: ArraySlice<PictureFile> = []

    private func addWaitingItems() {
        guard !waiting.isEmpty else { return }
        let count = GridFilling.itemsToAdd(waiting: waiting.count, inModel: store.count)
        store.append(waiting.prefix(count).map(\.url.path))
        waiting = waiting.dropFirst(count)
    }

    private func bind(_ item: OpaquePointer) {
        let position = Int(gtk_list_item_get_position(item))
        guard pictures.indices.contains(position), let (picture, name) = PictureCell.parts(of: item) else { return }
        let file = pictures[position]
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
        FrameTicker.run(on: grid) { [self] _ in tick() }
    }

    /// A frame: the next items into the model, and which bound cells are on
    /// screen now. Returns whether there is more to do next frame.
    private func tick() -> Bool {
        addWaitingItems()
        let height = gtk_widget_get_height(scroller)
        if onScreenChanged || height != self.height {
            onScreenChanged = false
            self.height = height
            updateOnScreen()
        }
        // Not laid out yet (the grid was just shown): nothing is on screen so far.
        ticking = !waiting.isEmpty || onScreenChanged || height == 0
        return ticking
    }

    private func updateOnScreen() {
        let cells = bound.map { (item: $0.key, file: $0.value) }
            .sorted { gtk_list_item_get_position($0.item) < gtk_list_item_get_position($1.item) }
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
        guard let cell = gtk_list_item_get_child(item), gtk_widget_get_mapped(cell) != 0,
              gtk_widget_compute_bounds(cell, scroller, &bounds) != 0 else { return false }
        return bounds.origin.y < Float(height) && bounds.origin.y + bounds.size.height > 0
    }

    /// Asks for the cell's thumbnail, which it holds while on screen.
    private func enterScreen(_ item: OpaquePointer, _ file: PictureFile) {
        onScreen.insert(item)
        loader.load(file) { [weak self] texture in
            guard let self, bound[item] == file, onScreen.contains(item), let (picture, _) = PictureCell.parts(of: item) else { return }
            // An unreadable file gets a placeholder and its name: no alert per file.
            if let texture {
                gtk_picture_set_paintable(picture.cast(), texture.pointer)
            } else {
                PictureCell.showPlaceholder(in: picture)
            }
            noteScreenful()
        }
    }

    /// Lets go of the cell's thumbnail.
    private func leaveScreen(_ item: OpaquePointer) {
        guard onScreen.remove(item) != nil else { return }
        PictureCell.parts(of: item).map { gtk_picture_set_paintable($0.picture.cast(), nil) }
        let file = bound[item]
        if let file, !onScreen.contains(where: { bound[$0] == file }) { loader.forget(file) }
    }

    /// Tells the probes once every cell on screen has its thumbnail.
    private func noteScreenful() {
        guard !firstScreenfulShown else { return }
        let filled = !onScreen.isEmpty && onScreen.allSatisfy { item in
            PictureCell.parts(of: item).map { gtk_picture_get_paintable($0.picture.cast()) != nil } ?? false
        }
        guard filled else { return }
        firstScreenfulShown = true
        Probes.report(.picturesShown(widget: grid))
    }

}
