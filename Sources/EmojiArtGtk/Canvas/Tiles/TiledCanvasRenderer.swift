import ArtModel
import CGtk

/// The canvas's renderer. The picture (background and emojis) is cut into
/// tiles (see TileGrid) rendered on a worker thread; a frame only scales
/// and places the visible tiles, so panning and zooming cost about the same
/// with ten emojis or ten thousand. Where a tile is not ready yet, tiles of
/// a nearby level stand in, or else the overview (the whole document in a
/// few coarse tiles, always kept); before even that exists, the picture is
/// drawn directly (GlyphCacheRenderer). Emojis a gesture is moving, the
/// rings of a small selection, the focus ring and the rubber band are drawn
/// live over the tiles; a large selection's rings and a gesture moving
/// thousands are in the tiles (LiveLayer says when), so a frame costs about
/// the same with every emoji selected, or resized.
@MainActor
final class TiledCanvasRenderer: CanvasRenderer {
    /// Where tiles, and glyphs the live layer needs, are rendered.
    private let thread = BackgroundThread(name: "emojiart tiles")
    private let worker: TileWorker
    private let direct: GlyphCacheRenderer
    /// What is rendered and what each frame shows: the rules are there.
    private var book = TileBook<CairoImage>()
    private var content: TileContent?
    private var contentEmojis = EmojiList()
    private var contentBackground: BackgroundPicture?
    private var refresh: @MainActor @Sendable () -> Void = {}
    /// Draws once more with smooth scaling after the view stops moving.
    private var settling: Task<Void, Never>?

    init() {
        // One set of glyphs for the tiles and for what is drawn live over them.
        let glyphs = SharedGlyphs(renderingOn: thread)
        worker = TileWorker(thread: thread, glyphs: glyphs)
        direct = GlyphCacheRenderer(glyphs: glyphs)
    }

    deinit { thread.close() }

    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> FrameCompleteness {
        refresh = scene.refresh
        let content = update(for: scene)
        let viewport = scene.viewport
        SnapshotDrawing.beginFrame(snapshot, size: viewport.viewSize, style: scene.style)
        defer { gtk_snapshot_pop(snapshot) }

        let frame = book.frame(viewport, heading: scene.heading, deviceScale: scene.deviceScale,
                               emojiCount: scene.documentEmojis.count)
        var complete = true
        if frame.directDrawing != .none {
            // Only until the worker's first tiles arrive.
            complete = direct.drawPicture(scene, into: snapshot, emojis: frame.directDrawing == .previewAndEmojis)
        }
        var area = graphene_rect_t(Rect(origin: .zero, size: viewport.viewSize))
        if let cairo = gtk_snapshot_append_cairo(snapshot, &area) {
            for (tile, image) in frame.overview {
                paint(image, as: tile, into: cairo, scene: scene, moving: frame.moving)
            }
            for (tile, cover) in frame.covers {
                switch cover {
                case .tile(let image):
                    paint(image, as: tile, into: cairo, scene: scene, moving: frame.moving)
                case .standIn(let others):
                    let limit = viewport.viewRect(fromDocument: tile.documentRect).snapped(toPixelsOf: scene.deviceScale)
                    for (other, image) in others {
                        paint(image, as: other, into: cairo, scene: scene, moving: frame.moving, within: limit)
                    }
                case .missing:
                    break
                }
            }
            cairo_destroy(cairo)
        }
        worker.want(frame.wanted.union(frame.ahead), version: content.version)
        for tile in frame.requests + frame.aheadRequests { request(tile, from: content) }
        if frame.moving { settle() }

        let live = LiveLayer(selectionCount: scene.selection.count, previewCount: scene.previewed.count)
        let livePreview = live.previewIsLive ? scene.previewed : []
        if !livePreview.isEmpty {
            direct.drawEmojis(scene.previewedEmojis, scene: scene,
                              squareRingsAround: live.liveRingsAreRound ? [] : scene.selection, into: snapshot)
        }
        direct.drawDecorations(scene, ringsAround: live.ringsAreLive ? scene.selection : live.liveRingsAreRound ? livePreview : [],
                               into: snapshot)
        return !complete ? .partial : frame.isSharp ? .sharp : .whole
    }

    // MARK: - Keeping tiles current

    /// The content for this scene: a new version when the background, the
    /// tiled emojis, the rings the tiles hold or the desktop's style changed.
    private func update(for scene: CanvasScene) -> TileContent {
        let live = LiveLayer(selectionCount: scene.selection.count, previewCount: scene.previewed.count)
        // A preview that is not live is in the tiles as it shows; a live one is hidden from them.
        let emojis = scene.previewed.isEmpty || live.previewIsLive ? scene.documentEmojis : scene.emojis
        let hidden = live.previewIsLive ? scene.previewed : []
        // The document's own sets where they can be (compared each frame, by identity first).
        let selection = live.ringsAreLive ? [] : scene.selection
        let backgroundChanged = scene.background !== contentBackground
        let fieldChanged = content.map { $0.style.field != scene.style.field } ?? false
        let ringsChanged = content.map { $0.style != scene.style || $0.deviceScale != scene.deviceScale } ?? false
        if let content, !backgroundChanged, !ringsChanged, emojis == contentEmojis, selection == content.selection,
           hidden == content.hidden {
            return content
        }

        let hiddenChanged = hidden != content?.hidden
        let hiding = !hiddenChanged ? hiddenAreas : hidden.isEmpty ? [] : scene.emojisBeforePreview.map(EmojiIndex.reach(of:))
        book.advance(change(to: emojis, selection: selection, hiddenOrShown: hiddenChanged ? hiddenAreas + hiding : [], in: scene,
                            everything: backgroundChanged || fieldChanged, ringsChanged: ringsChanged),
                     documentExtent: DocumentExtent.rect(backgroundSize: scene.background?.size, emojis: scene.documentEmojis))
        let background = backgroundChanged ? scene.background.map { BackgroundLevels(data: $0.data, info: $0.info, decoded: $0.checkedPreview) }
            : content?.background
        let next = TileContent(version: book.version, emojis: emojis, hidden: hidden, selection: selection,
                               background: background, style: scene.style, deviceScale: scene.deviceScale)
        content = next
        contentEmojis = emojis
        contentBackground = scene.background
        hiddenAreas = hiding
        return next
    }

    /// Where the emojis the tiles leave out were when they were left out.
    private var hiddenAreas: [Rect] = []

    /// Where the tiles no longer show what the scene does. `hiddenOrShown`:
    /// where the emojis the tiles now leave out are, and where those they
    /// show again were when left out (if those moved meanwhile, the
    /// document's change says where to).
    private func change(to emojis: EmojiList, selection: Set<EmojiArt.Emoji.ID>, hiddenOrShown: [Rect], in scene: CanvasScene,
                        everything: Bool, ringsChanged: Bool) -> TileBook<CairoImage>.Change {
        if everything { return .background }
        guard !ringsChanged, let content else { return .emojis(changedAreas: nil) }
        // A ring reaches its outset beyond the glyph: at this zoom, and at the next coarser level's.
        let margin = SelectionRing.outset(scene.style) * 2 / scene.viewport.zoom
        var moved = emojis == contentEmojis ? [] : TileInvalidation.changedAreas(from: contentEmojis, to: emojis)
        moved = moved.map { $0 + hiddenOrShown }
        if !selection.isEmpty || !content.selection.isEmpty {
            moved = moved?.map { $0.insetBy(-margin) }  // a moved emoji's ring moves with it
        }
        let rings = TileInvalidation.selectionAreas(from: content.selection, to: selection, in: emojis, margin: margin)
        guard let moved, let rings else { return .emojis(changedAreas: nil) }
        return .emojis(changedAreas: moved + rings)
    }

    private func request(_ tile: TileGrid.Tile, from content: TileContent) {
        worker.render(tile, from: content) { [weak self] image in
            guard let self, book.rendered(tile, version: content.version, image: image, cost: image?.cost ?? 0) else { return }
            refresh()
        }
    }

    private func settle() {
        settling?.cancel()
        settling = Task { [weak self] in
            try? await Task.sleep(for: TilePolicy.settleDelay)
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
}
