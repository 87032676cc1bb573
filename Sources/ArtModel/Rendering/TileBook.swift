/// The canvas's account of its rendered tiles, and the rules each frame
/// follows: which tiles are shown, which tiles of a nearby level stand in
/// for one not ready yet, when the overview (the whole document in a few
/// coarse tiles, always kept) lies beneath, when the picture must be drawn
/// directly because nothing is ready, and which tiles to ask the worker for.
/// `Image` is whatever the shell renders a tile into; the numbers are TilePolicy's.
public struct TileBook<Image> {
    public typealias Tile = TileGrid.Tile

    /// What a content change leaves of the tiles already rendered.
    public enum Change {
        /// Another background: every tile shows another picture, and none may stand in.
        case background
        /// The emojis changed in these areas, or anywhere when nil (a restack).
        case emojis(changedAreas: [Rect]?)
    }

    /// How a visible tile is covered this frame.
    public enum Cover {
        case tile(Image)
        /// Tiles of a nearby level that together cover it.
        case standIn([(Tile, Image)])
        case missing
    }

    /// What the picture is drawn with where tiles are missing and the
    /// overview is not ready.
    public enum DirectDrawing: Equatable {
        case none
        /// The background's preview only: drawing thousands of emojis one by
        /// one would hold up the frame for a second.
        case preview
        case previewAndEmojis
    }

    public struct Frame {
        /// The visible tiles, nearest the middle first, and how each is covered.
        public let covers: [(tile: Tile, cover: Cover)]
        /// Painted beneath the covers, when some are missing and the overview is whole.
        public let overview: [(tile: Tile, image: Image)]
        public let directDrawing: DirectDrawing
        /// Tiles the worker should still render, whether asked before or not.
        public let wanted: Set<Tile>
        /// Tiles to ask the worker for now, with the version to render.
        public let requests: [Tile]
        /// Once every visible tile is ready: tiles of the next finer level
        /// over the view, rendered ahead so that a zoom in finds them (at
        /// 100,000 emojis a tile takes 50 ms), as many as the tile cache has
        /// room for beside the visible ones. `ahead` are still worth
        /// rendering; `aheadRequests` are to ask for now.
        public let ahead: Set<Tile>
        public let aheadRequests: [Tile]
        /// The view moved since the last frame: tiles may be scaled roughly.
        public let moving: Bool

        /// Every visible tile is of its own level and shows the current content.
        public var isSharp: Bool {
            wanted.isEmpty && covers.allSatisfy { if case .tile = $0.cover { true } else { false } }
        }
    }

    private struct Entry {
        let image: Image
        /// The content version the tile shows, kept current while changes
        /// do not touch it.
        var version: Int
    }

    /// The content version tiles are rendered from.
    public private(set) var version = 0
    /// The first version with the current background: older tiles show
    /// another picture and may not stand in.
    private var backgroundVersion = 0
    private var cache = CostLimitedCache<Tile, Entry>(costLimit: CanvasMemoryBudget.tiles)
    private var overview: [Tile: Entry] = [:]
    public private(set) var overviewTiles: [Tile] = []
    /// Tiles asked of the worker, and the version asked for.
    private var pending: [Tile: Int] = [:]
    private var lastViewport: Viewport?

    public init() {}

    /// Starts a new content version after `change`, keeping current the
    /// tiles it did not touch, with the overview placed over `documentExtent`.
    public mutating func advance(_ change: Change, documentExtent: Rect?) {
        let previous = version
        version += 1
        switch change {
        case .background:
            backgroundVersion = version
        case .emojis(changedAreas: nil):
            break
        case .emojis(changedAreas: let areas?):
            let next = version
            func keepCurrent(_ tile: Tile, _ entry: inout Entry) {
                if entry.version == previous, !areas.contains(where: { $0.intersects(tile.documentRect) }) {
                    entry.version = next
                }
            }
            cache.updateValues(keepCurrent)
            for tile in Array(overview.keys) {
                overview[tile].map { var entry = $0; keepCurrent(tile, &entry); overview[tile] = entry }
            }
        }
        placeOverview(over: documentExtent)
    }

    /// The plan for a frame showing `viewport` at the device's scale with
    /// `emojiCount` emojis. The tiles it requests count as asked for.
    /// `heading`: where a glide (zoom to fit) is going. Its tiles are the
    /// ones worth rendering: the glide's own would be passed before they were
    /// ready, and one at a zoom it only starts from can cost a whole
    /// picture's decode.
    public mutating func frame(_ viewport: Viewport, heading: Viewport? = nil, deviceScale: Double,
                               emojiCount: Int) -> Frame {
        let level = TileGrid.level(forPixelsPerPoint: viewport.zoom * deviceScale)
        let visible = TileGrid.tiles(covering: viewport.visibleDocumentRect, level: level)
        cache.costLimit = CanvasMemoryBudget.tileLimit(visibleTiles: visible.count)
        let shown = visible.map { entry(for: $0) }
        let covers: [(tile: Tile, cover: Cover)] = zip(visible, shown).map { tile, entry in
            if let entry { return (tile, .tile(entry.image)) }
            return (tile, standIn(for: tile).map(Cover.standIn) ?? .missing)
        }
        let gaps = covers.contains { if case .missing = $0.cover { true } else { false } }
        let overviewImages = overviewTiles.compactMap { tile in entry(for: tile).map { (tile: tile, image: $0.image) } }
        let overviewReady = !overviewTiles.isEmpty && overviewImages.count == overviewTiles.count
        let directDrawing: DirectDrawing = !gaps || overviewReady ? .none
            : emojiCount <= TilePolicy.directEmojiLimit ? .previewAndEmojis : .preview

        let destination = heading.map { heading in
            TileGrid.tiles(covering: heading.visibleDocumentRect,
                           level: TileGrid.level(forPixelsPerPoint: heading.zoom * deviceScale))
        }
        let wanted = overviewTiles.filter { overview[$0]?.version != version }
            + (destination.map { $0.filter { entry(for: $0)?.version != version } }
                ?? zip(visible, shown).filter { $1?.version != version }.map(\.0))
        let requests = wanted.filter { pending[$0] != version }
        for tile in requests { pending[tile] = version }
        let ahead = wanted.isEmpty && heading == nil ? tilesAhead(of: viewport, level: level, visibleCount: visible.count) : []
        let aheadRequests = ahead.filter { pending[$0] != version }
        for tile in aheadRequests { pending[tile] = version }
        let moving = viewport != lastViewport
        lastViewport = viewport
        return Frame(covers: covers, overview: gaps && overviewReady ? overviewImages : [],
                     directDrawing: directDrawing, wanted: Set(wanted), requests: requests,
                     ahead: Set(ahead), aheadRequests: aheadRequests, moving: moving)
    }

    /// The finer level's tiles over the view, nearest its middle first, that
    /// are not current, as many as fit in the cache beside `visibleCount` tiles.
    private func tilesAhead(of viewport: Viewport, level: Int, visibleCount: Int) -> [Tile] {
        let room = cache.costLimit / CanvasMemoryBudget.tileBytes - visibleCount
        guard room > 0 else { return [] }
        return TileGrid.tiles(covering: viewport.visibleDocumentRect, level: level + 1).prefix(room)
            .filter { (overview[$0] ?? cache.peek($0))?.version != version }
    }

    /// Takes the worker's rendering of `tile` at `version` (nil when it was
    /// skipped or failed). Returns whether it answers the latest request,
    /// and so whether the view should be drawn again.
    public mutating func rendered(_ tile: Tile, version rendered: Int, image: Image?, cost: Int) -> Bool {
        guard pending[tile] == rendered else { return false }
        pending[tile] = nil
        guard let image else { return true }
        let entry = Entry(image: image, version: rendered)
        if overviewTiles.contains(tile) {
            overview[tile] = entry
        } else {
            cache.insert(entry, for: tile, cost: cost)
        }
        return true
    }

    /// The overview's level fits the whole document into `overviewSide` pixels.
    private mutating func placeOverview(over extent: Rect?) {
        guard let extent else {
            overviewTiles = []
            overview = [:]
            return
        }
        let longer = max(extent.size.width, extent.size.height)
        let level = TileGrid.level(forPixelsPerPoint: TilePolicy.overviewSide / longer) - 1
        overviewTiles = TileGrid.tiles(covering: extent, level: level)
        let kept = Set(overviewTiles)
        overview = overview.filter { kept.contains($0.key) }
    }

    /// The tile as last rendered, whether kept as part of the overview or
    /// cached, unless it shows another background.
    private mutating func entry(for tile: Tile) -> Entry? {
        guard let entry = overview[tile] ?? cache.value(for: tile), entry.version >= backgroundVersion else { return nil }
        return entry
    }

    /// Rendered tiles of a nearby level that together cover `tile`.
    private mutating func standIn(for tile: Tile) -> [(Tile, Image)]? {
        for offset in TilePolicy.standInOffsets {
            let covering = TileGrid.tiles(covering: tile.documentRect.insetBy(0.001), level: tile.level + offset)
            let images = covering.compactMap { entry(for: $0)?.image }
            if images.count == covering.count { return Array(zip(covering, images)) }
        }
        return nil
    }
}
