import ArtModel
import CGtk

/// The canvas's renderer. The picture (background and emojis) is cut into
/// tiles (see TileGrid) rendered on a worker thread; a frame only scales
/// and places the visible tiles, so panning and zooming cost about the same
/// with ten emojis or ten thousand. Where a tile is not ready yet, tiles of
/// a nearby level stand in, or else the overview (the whole document in a
/// few coarse tiles, always kept); before even that exists, the picture is
/// drawn directly (GlyphCacheRenderer). Emojis a gesture is moving,
/// selection rings and the rubber band are drawn live over the tiles.
@MainActor
final class TiledCanvasRenderer: CanvasRenderer {
    private struct Entry {
        let image: CairoImage
        /// The content version the tile shows, kept current while changes
        /// do not touch it.
        var version: Int
    }

    private let worker = TileWorker()
    private let direct = GlyphCacheRenderer()
    private var tiles = CostLimitedCache<TileGrid.Tile, Entry>(costLimit: CanvasMemoryBudget.tiles)
    private var overview: [TileGrid.Tile: Entry] = [:]
    private var overviewTiles: [TileGrid.Tile] = []
    /// Tiles asked of the worker, and the version asked for.
    private var pending: [TileGrid.Tile: Int] = [:]
    private var content: TileContent?
    /// The first version with the current background: older tiles show
    /// another picture and may not stand in.
    private var backgroundVersion = 0
    private var contentEmojis: [EmojiArt.Emoji] = []
    private var contentBackground: BackgroundPicture?
    private var refresh: @MainActor () -> Void = {}
    private var lastViewport: Viewport?
    /// Draws once more with smooth scaling after the view stops moving.
    private var settling: Task<Void, Never>?
    /// Up to this many emojis are drawn directly while no tile is ready.
    private static let directEmojiLimit = 500
    /// Levels tried, in order, for a stand-in.
    private static let standInOffsets = [-1, 1, -2, 2, -3]
    /// The overview is at most this many pixels across.
    private static let overviewSide = 1024.0

    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> Bool {
        refresh = scene.refresh
        let content = update(for: scene)
        let viewport = scene.viewport
        let bounds = Rect(origin: .zero, size: viewport.viewSize)
        SnapshotDrawing.beginFrame(snapshot, size: viewport.viewSize)
        defer { gtk_snapshot_pop(snapshot) }

        let level = TileGrid.level(forPixelsPerPoint: viewport.zoom * scene.deviceScale)
        let visible = TileGrid.tiles(covering: viewport.visibleDocumentRect, level: level)
        tiles.costLimit = CanvasMemoryBudget.tileLimit(visibleTiles: visible.count)
        let cached = visible.map { entry(for: $0) }
        let standIns = zip(visible, cached).map { tile, entry in entry == nil ? standIn(for: tile) : nil }
        let gaps = zip(cached, standIns).contains { $0 == nil && $1 == nil }
        let overviewReady = !overviewTiles.isEmpty && overviewTiles.allSatisfy { entry(for: $0) != nil }
        var complete = !gaps || overviewReady
        if gaps, !overviewReady {
            // Only until the worker's first tiles arrive: the background's
            // preview, and the emojis one by one when they are few enough
            // not to hold up the frame (thousands would, for a second).
            complete = direct.drawPicture(scene, into: snapshot, emojis: scene.emojis.count <= Self.directEmojiLimit)
        }
        let moving = viewport != lastViewport
        lastViewport = viewport
        var area = graphene_rect_t(bounds)
        if let cairo = gtk_snapshot_append_cairo(snapshot, &area) {
            if gaps, overviewReady {
                for tile in overviewTiles {
                    entry(for: tile).map { paint($0.image, as: tile, into: cairo, scene: scene, moving: moving) }
                }
            }
            for (tile, (entry, standIn)) in zip(visible, zip(cached, standIns)) {
                if let entry {
                    paint(entry.image, as: tile, into: cairo, scene: scene, moving: moving)
                } else if let standIn {
                    let limit = viewport.viewRect(fromDocument: tile.documentRect).snapped(toPixelsOf: scene.deviceScale)
                    for (other, image) in standIn {
                        paint(image, as: other, into: cairo, scene: scene, moving: moving, within: limit)
                    }
                }
            }
            cairo_destroy(cairo)
        }
        let needed = overviewTiles.filter { overview[$0]?.version != content.version }
            + zip(visible, cached).filter { $1?.version != content.version }.map(\.0)
        worker.want(Set(needed))
        for tile in needed where pending[tile] != content.version {
            request(tile, from: content)
        }
        if moving { settle() }

        if !scene.previewed.isEmpty {
            direct.drawEmojis(scene.emojis.filter { scene.previewed.contains($0.id) }, scene: scene, into: snapshot)
        }
        direct.drawDecorations(scene, into: snapshot)
        return complete
    }

    // MARK: - Keeping tiles current

    /// The content for this scene: a new version when the background or the
    /// tiled emojis changed, with the tiles the change did not touch kept current.
    private func update(for scene: CanvasScene) -> TileContent {
        let emojis = scene.previewed.isEmpty ? scene.documentEmojis
            : scene.documentEmojis.filter { !scene.previewed.contains($0.id) }
        let backgroundChanged = scene.background !== contentBackground
        if let content, !backgroundChanged, emojis == contentEmojis { return content }

        let previous = content?.version ?? 0
        let background = backgroundChanged ? scene.background.map { BackgroundLevels(data: $0.data, size: $0.size) }
            : content?.background
        let next = TileContent(version: previous + 1, emojis: EmojiIndex(emojis), background: background)
        if backgroundChanged { backgroundVersion = next.version }
        let changed = backgroundChanged ? nil : TileInvalidation.changedAreas(from: contentEmojis, to: emojis)
        func keepCurrent(_ tile: TileGrid.Tile, _ entry: inout Entry) {
            let rect = tile.documentRect
            if let changed, entry.version == previous, !changed.contains(where: { $0.intersects(rect) }) {
                entry.version = next.version
            }
        }
        tiles.updateValues(keepCurrent)
        for tile in Array(overview.keys) { overview[tile].map { var entry = $0; keepCurrent(tile, &entry); overview[tile] = entry } }
        placeOverview(backgroundSize: scene.background?.size, emojis: scene.documentEmojis)
        content = next
        contentEmojis = emojis
        contentBackground = scene.background
        return next
    }

    /// The overview's level fits the whole document into `overviewSide` pixels.
    private func placeOverview(backgroundSize: Size?, emojis: [EmojiArt.Emoji]) {
        guard let extent = DocumentExtent.rect(backgroundSize: backgroundSize, emojis: emojis) else {
            overviewTiles = []
            overview = [:]
            return
        }
        let longer = max(extent.size.width, extent.size.height)
        let level = TileGrid.level(forPixelsPerPoint: Self.overviewSide / longer) - 1
        overviewTiles = TileGrid.tiles(covering: extent, level: level)
        overview = overview.filter { overviewTiles.contains($0.key) }
    }

    private func request(_ tile: TileGrid.Tile, from content: TileContent) {
        pending[tile] = content.version
        worker.render(tile, from: content) { [weak self] image in
            guard let self, pending[tile] == content.version else { return }
            pending[tile] = nil
            guard let image else { return }
            let entry = Entry(image: image, version: content.version)
            if overviewTiles.contains(tile) {
                overview[tile] = entry
            } else {
                tiles.insert(entry, for: tile, cost: image.cost)
            }
            refresh()
        }
    }

    private func settle() {
        settling?.cancel()
        settling = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(120))
            guard !Task.isCancelled, let self else { return }
            refresh()
        }
    }

    // MARK: - Painting tiles

    /// Scales and places a tile. Its clip is snapped to device pixels, so
    /// neighbouring tiles meet without a seam, and its edges are padded, so
    /// scaling does not fade them. While the view moves, the nearest pixel
    /// is taken instead of a blend of four, which is cheaper and looks the
    /// same in motion; the frame after it stops is smooth.
    private func paint(_ image: CairoImage, as tile: TileGrid.Tile, into cairo: OpaquePointer,
                       scene: CanvasScene, moving: Bool, within limit: Rect? = nil) {
        let rect = scene.viewport.viewRect(fromDocument: tile.documentRect)
        let snapped = rect.snapped(toPixelsOf: scene.deviceScale)
        cairo_save(cairo)
        cairo_rectangle(cairo, snapped.minX, snapped.minY, snapped.size.width, snapped.size.height)
        cairo_clip(cairo)
        if let limit {
            cairo_rectangle(cairo, limit.minX, limit.minY, limit.size.width, limit.size.height)
            cairo_clip(cairo)
        }
        cairo_translate(cairo, rect.minX, rect.minY)
        let factor = rect.size.width / Double(TileGrid.tileSide)
        cairo_scale(cairo, factor, factor)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, moving ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The tile as last rendered, whether kept as part of the overview or
    /// cached, unless it shows another background.
    private func entry(for tile: TileGrid.Tile) -> Entry? {
        guard let entry = overview[tile] ?? tiles.value(for: tile), entry.version >= backgroundVersion else { return nil }
        return entry
    }

    /// Cached tiles of a nearby level that together cover `tile`.
    private func standIn(for tile: TileGrid.Tile) -> [(TileGrid.Tile, CairoImage)]? {
        for offset in Self.standInOffsets {
            let covering = TileGrid.tiles(covering: tile.documentRect.insetBy(0.001), level: tile.level + offset)
            let images = covering.compactMap { entry(for: $0)?.image }
            if images.count == covering.count { return Array(zip(covering, images)) }
        }
        return nil
    }
}

private extension Rect {
    /// The rect with its edges moved to the nearest device pixel.
    func snapped(toPixelsOf deviceScale: Double) -> Rect {
        func snap(_ value: Double) -> Double { (value * deviceScale).rounded() / deviceScale }
        let left = snap(minX), top = snap(minY)
        return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
    }
}
