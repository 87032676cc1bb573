import ArtModel
import CGtk

/// Draws from the scene as it is, emoji by emoji from cached glyphs: what
/// TiledCanvasRenderer draws live over its tiles (emojis being dragged,
/// selection rings, the rubber band) and, for a moment, where no tile is
/// ready yet. It renders no glyph itself: it takes those of `shared`, or a
/// neighbouring band's while the right one is rendered off the main thread.
///
/// The emojis are painted with cairo into one node from glyphs of its own:
/// GTK 4.8's cairo renderer copies a texture node's pixels every frame,
/// and with a thousand emojis moving that, and a thousand rings drawn as
/// borders, cost 40 ms a frame.
@MainActor
final class GlyphCacheRenderer {
    /// Copies of `shared`'s glyphs for this thread, as many as fit in the budget for live glyphs.
    private var glyphs = BandedGlyphCache<CairoImage>(memory: CanvasMemoryBudget.liveGlyphs)
    private var turnedRings = TurnedRingImages()
    private let shared: SharedGlyphs

    init(glyphs: SharedGlyphs) {
        shared = glyphs
    }

    /// The background's preview, once decoded, and, with `emojis`, the
    /// emojis. Returns whether that was the whole picture.
    func drawPicture(_ scene: CanvasScene, into snapshot: OpaquePointer, emojis: Bool) -> Bool {
        var whole = emojis
        if let background = scene.background {
            if let preview = background.preview {
                let area = scene.viewport.viewRect(fromDocument: Rect(center: .zero, size: background.size))
                SnapshotDrawing.texture(snapshot, preview, in: area)
            } else {
                whole = false
            }
        }
        if emojis, !drawEmojis(scene.emojis, scene: scene, into: snapshot) { whole = false }
        return whole
    }

    /// Returns false when an emoji was left out or stood in for, its glyph
    /// not rendered yet (a frame is asked for once it is). The rings of
    /// those in `squareRingsAround` are drawn too, square, in the same node:
    /// the many a gesture moves (LiveLayer.liveRingsAreRound).
    @discardableResult
    func drawEmojis(_ emojis: some Sequence<EmojiArt.Emoji>, scene: CanvasScene,
                    squareRingsAround ringed: Set<EmojiArt.Emoji.ID> = [], into snapshot: OpaquePointer) -> Bool {
        var whole = true
        let placed = placedGlyphs(of: emojis, scene: scene) { whole = whole && $0 }
        let rings = placed.filter { ringed.contains($0.emoji.id) }.compactMap { ringBox(of: $0, scene: scene) }
            .map { ($0.emoji, $0.rect.center, SelectionRing.lines(around: $0.rect, style: scene.style, unit: 1, round: false)) }
        let covered = placed.map { $0.turn.cover(of: $0.rect) }
            + rings.compactMap { emoji, _, lines in lines.first.map { EmojiTurn(emoji).cover(of: $0.rect) } }
        guard let cairo = Self.cairoNode(covering: covered, in: snapshot) else { return whole }
        for glyph in placed {
            cairo_save(cairo)
            if !glyph.turn.isUpright { glyph.turn.apply(around: glyph.rect.center, to: cairo) }
            cairo_translate(cairo, glyph.rect.minX, glyph.rect.minY)
            cairo_scale(cairo, glyph.rect.size.width / Double(glyph.image.width), glyph.rect.size.height / Double(glyph.image.height))
            cairo_set_source_surface(cairo, glyph.image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        for (emoji, _, lines) in rings {
            if emoji.isTurned {
                turnedRings.paint(lines, turn: EmojiTurn(emoji), deviceScale: scene.deviceScale, into: cairo)
            } else {
                CanvasMarks.fillSquareRing(lines, deviceScale: scene.deviceScale, into: cairo)
            }
        }
        cairo_destroy(cairo)
        return whole
    }

    /// A glyph placed in the view.
    private struct PlacedGlyph {
        let emoji: EmojiArt.Emoji
        let image: CairoImage
        /// Where the image goes, before `turn`.
        let rect: Rect
        /// The turn still to give it as it is drawn: the emoji's, when its
        /// glyph is not rendered turned (yet).
        let turn: EmojiTurn
    }

    /// The visible emojis' glyphs and where they go; `exact` is told, for
    /// each, whether its glyph is its own band's. Upright glyphs, to be
    /// turned as drawn, when not `turned`.
    private func placedGlyphs(of emojis: some Sequence<EmojiArt.Emoji>, scene: CanvasScene, turned: Bool = true,
                              exact: (Bool) -> Void = { _ in }) -> [PlacedGlyph] {
        let visible = scene.viewport.visibleDocumentRect
        return emojis.compactMap { emoji in
            guard EmojiIndex.reach(of: emoji).intersects(visible), let box = glyphBox(of: emoji, scene: scene) else { return nil }
            let turn = EmojiTurn(emoji)
            guard let glyph = glyph(for: emoji.text, turn: turned ? turn : .upright,
                                    pixelSize: box.pixelSize * scene.deviceScale, scene: scene) else {
                exact(false)
                return nil
            }
            exact(glyph.isExact)
            let scale = box.pixelSize / glyph.pixelSize
            let size = Size(width: Double(glyph.image.width) * scale, height: Double(glyph.image.height) * scale)
            return PlacedGlyph(emoji: emoji, image: glyph.image, rect: Rect(center: box.center, size: size),
                               turn: glyph.isTurned ? .upright : turn)
        }
    }

    /// The box a selection ring goes around before it is turned with its
    /// emoji: the glyph's box upright.
    private func ringBox(of placed: PlacedGlyph, scene: CanvasScene) -> PlacedGlyph? {
        guard placed.emoji.isTurned, placed.turn.isUpright else { return placed }
        return placedGlyphs(of: [placed.emoji], scene: scene, turned: false).first
    }

    /// A glyph to draw with: `isExact` when of its own band (not a
    /// neighbour's standing in), `isTurned` when rendered turned.
    private typealias LiveGlyph = (image: CairoImage, pixelSize: Double, isExact: Bool, isTurned: Bool)

    /// The glyph to draw `text` with at `pixelSize`: its band's, or
    /// another band's standing in while its own is rendered. A turned one
    /// is not rendered while a gesture turns it (a rendering for every
    /// degree would keep the tile thread busy): the upright glyph is turned
    /// as it is drawn meanwhile.
    private func glyph(for text: String, turn: EmojiTurn, pixelSize: Double, scene: CanvasScene) -> LiveGlyph? {
        if let glyph = glyphs.glyph(for: text, turn: turn, pixelSize: pixelSize)
            ?? shared.rendered(for: text, turn: turn, pixelSize: pixelSize).flatMap({ keep($0, for: text, turn: turn) }) {
            return (glyph.glyph, glyph.pixelSize, true, true)
        }
        if turn.isUpright || !scene.turnsLive {
            shared.renderLater(text, turn: turn, pixelSize: pixelSize, then: scene.refresh)
        }
        if !turn.isUpright {
            return glyph(for: text, turn: .upright, pixelSize: pixelSize, scene: scene).map { ($0.image, $0.pixelSize, $0.isExact, false) }
        }
        let standIn = glyphs.nearest(for: text, turn: turn, pixelSize: pixelSize, within: SharedGlyphs.standInBands)
            ?? shared.standIn(for: text, turn: turn, pixelSize: pixelSize).flatMap { keep($0, for: text, turn: turn) }
        return standIn.map { ($0.glyph, $0.pixelSize, false, true) }
    }

    /// A copy of a shared glyph, kept for the frames after.
    private func keep(_ glyph: (glyph: CairoImage, pixelSize: Double), for text: String,
                      turn: EmojiTurn) -> (glyph: CairoImage, pixelSize: Double)? {
        guard let copy = CairoImage(copying: glyph.glyph) else { return nil }
        glyphs.insert(copy, cost: copy.cost, for: text, turn: turn, pixelSize: glyph.pixelSize)
        return (copy, glyph.pixelSize)
    }

    /// The focus ring, the rubber band and the round selection rings of
    /// the selected emojis among `ringsAround` (the tiles have the others').
    func drawDecorations(_ scene: CanvasScene, ringsAround emojis: Set<EmojiArt.Emoji.ID>, into snapshot: OpaquePointer) {
        let viewport = scene.viewport
        let ringed = scene.selection.intersection(emojis)
        for placed in placedGlyphs(of: scene.shown(withIDs: ringed), scene: scene, turned: false) {
            EmojiTurn.drawing(placed.emoji, around: placed.rect.center, inSnapshot: snapshot) {
                for line in SelectionRing.lines(around: placed.rect, style: scene.style, unit: 1) {
                    SnapshotDrawing.border(snapshot, line.rect, width: Float(line.width), radius: Float(line.radius), GdkRGBA(line.colour))
                }
            }
        }
        if let focused = scene.focusRing, let emoji = scene.shown(withIDs: [focused]).first,
           let box = glyphBox(of: emoji, scene: scene) {
            CanvasMarks.drawFocusRing(into: snapshot, around: Rect(center: box.center, size: Size(width: box.pixelSize, height: box.pixelSize)),
                          style: scene.style)
        }
        if let handle = scene.rotationHandle { CanvasMarks.drawRotationHandle(at: handle.dot, style: scene.style, into: snapshot) }
        if let band = scene.rubberBand {
            let area = viewport.viewRect(fromDocument: band)
            SnapshotDrawing.fill(snapshot, area, GdkRGBA(scene.style.rubberBandFill))
            SnapshotDrawing.border(snapshot, area, width: 1, radius: 0, GdkRGBA(scene.style.accent))
        }
    }

    /// A cairo node just large enough for `rects`: GTK draws a node through
    /// an image as large as it is, every frame.
    private static func cairoNode(covering rects: [Rect], in snapshot: OpaquePointer) -> OpaquePointer? {
        guard let first = rects.first else { return nil }
        var area = graphene_rect_t(rects.dropFirst().reduce(first) { $0.union($1) }.snapped(toPixelsOf: 1))
        return gtk_snapshot_append_cairo(snapshot, &area)
    }

    /// Where an emoji's glyph goes in the view, and how high it is; nil when
    /// it would be smaller than half a pixel.
    private func glyphBox(of emoji: EmojiArt.Emoji, scene: CanvasScene) -> (center: Point, pixelSize: Double)? {
        let pixelSize = Double(emoji.size) * scene.viewport.zoom
        guard pixelSize >= GlyphBand.smallestDrawnPixelSize else { return nil }
        return (scene.viewport.viewPoint(fromDocument: emoji.center), pixelSize)
    }
}
