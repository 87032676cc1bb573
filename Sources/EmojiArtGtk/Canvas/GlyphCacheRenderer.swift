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
        let rings = placed.filter { ringed.contains($0.emoji.id) }
            .map { ($0.emoji, $0.rect.center, SelectionRing.lines(around: $0.rect, style: scene.style, unit: 1, round: false)) }
        let covered = placed.map { EmojiTurn.cover(of: $0.rect, for: $0.emoji) }
            + rings.compactMap { emoji, _, lines in lines.first.map { EmojiTurn.cover(of: $0.rect, for: emoji) } }
        guard let cairo = Self.cairoNode(covering: covered, in: snapshot) else { return whole }
        for (emoji, glyph, rect) in placed {
            EmojiTurn.drawing(emoji, around: rect.center, in: cairo) {
                cairo_save(cairo)
                cairo_translate(cairo, rect.minX, rect.minY)
                cairo_scale(cairo, rect.size.width / Double(glyph.width), rect.size.height / Double(glyph.height))
                cairo_set_source_surface(cairo, glyph.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
        }
        for (emoji, center, lines) in rings {
            EmojiTurn.drawing(emoji, around: center, in: cairo) {
                Self.fillSquareRing(lines, deviceScale: scene.deviceScale, into: cairo)
            }
        }
        cairo_destroy(cairo)
        return whole
    }

    /// The visible emojis' glyphs and the view rects they fill; `exact` is
    /// told, for each, whether its glyph is its own band's.
    private func placedGlyphs(of emojis: some Sequence<EmojiArt.Emoji>, scene: CanvasScene,
                              exact: (Bool) -> Void = { _ in }) -> [(emoji: EmojiArt.Emoji, glyph: CairoImage, rect: Rect)] {
        let visible = scene.viewport.visibleDocumentRect
        return emojis.compactMap { emoji in
            guard EmojiIndex.reach(of: emoji).intersects(visible), let box = glyphBox(of: emoji, scene: scene) else { return nil }
            guard let glyph = glyph(for: emoji.text, pixelSize: box.pixelSize * scene.deviceScale, scene: scene) else {
                exact(false)
                return nil
            }
            exact(glyph.isExact)
            let scale = box.pixelSize / glyph.pixelSize
            let size = Size(width: Double(glyph.image.width) * scale, height: Double(glyph.image.height) * scale)
            return (emoji, glyph.image, Rect(center: box.center, size: size))
        }
    }

    /// The glyph to draw `text` with at `pixelSize`: its band's, or
    /// another band's standing in while its own is rendered.
    private func glyph(for text: String, pixelSize: Double,
                       scene: CanvasScene) -> (image: CairoImage, pixelSize: Double, isExact: Bool)? {
        if let glyph = glyphs.glyph(for: text, pixelSize: pixelSize)
            ?? shared.rendered(for: text, pixelSize: pixelSize).flatMap({ keep($0, for: text) }) {
            return (glyph.glyph, glyph.pixelSize, true)
        }
        shared.renderLater(text, pixelSize: pixelSize, then: scene.refresh)
        let standIn = glyphs.nearest(for: text, pixelSize: pixelSize, within: SharedGlyphs.standInBands)
            ?? shared.standIn(for: text, pixelSize: pixelSize).flatMap { keep($0, for: text) }
        return standIn.map { ($0.glyph, $0.pixelSize, false) }
    }

    /// A copy of a shared glyph, kept for the frames after.
    private func keep(_ glyph: (glyph: CairoImage, pixelSize: Double), for text: String) -> (glyph: CairoImage, pixelSize: Double)? {
        guard let copy = CairoImage(copying: glyph.glyph) else { return nil }
        glyphs.insert(copy, cost: copy.cost, for: text, pixelSize: glyph.pixelSize)
        return (copy, glyph.pixelSize)
    }

    /// The focus ring, the rubber band and the round selection rings of
    /// the selected emojis among `ringsAround` (the tiles have the others').
    func drawDecorations(_ scene: CanvasScene, ringsAround emojis: Set<EmojiArt.Emoji.ID>, into snapshot: OpaquePointer) {
        let viewport = scene.viewport
        let ringed = scene.selection.intersection(emojis)
        for placed in placedGlyphs(of: scene.shown(withIDs: ringed), scene: scene) {
            EmojiTurn.drawing(placed.emoji, around: placed.rect.center, inSnapshot: snapshot) {
                for line in SelectionRing.lines(around: placed.rect, style: scene.style, unit: 1) {
                    SnapshotDrawing.border(snapshot, line.rect, width: Float(line.width), radius: Float(line.radius), GdkRGBA(line.colour))
                }
            }
        }
        if let focused = scene.focusRing, let emoji = scene.shown(withIDs: [focused]).first,
           let box = glyphBox(of: emoji, scene: scene) {
            drawFocusRing(into: snapshot, around: Rect(center: box.center, size: Size(width: box.pixelSize, height: box.pixelSize)),
                          style: scene.style)
        }
        if let handle = scene.rotationHandle { drawRotationHandle(at: handle.dot, style: scene.style, into: snapshot) }
        if let band = scene.rubberBand {
            let area = viewport.viewRect(fromDocument: band)
            SnapshotDrawing.fill(snapshot, area, GdkRGBA(scene.style.rubberBandFill))
            SnapshotDrawing.border(snapshot, area, width: 1, radius: 0, GdkRGBA(scene.style.accent))
        }
    }

    /// A square ring, each line four rectangles on whole pixels, which
    /// cairo fills as boxes: its halo and then its accent line, drawn ring
    /// after ring as GTK draws borders (a halo hides the accent of a ring
    /// beneath). Filled as a path of frames with holes, a thousand took 50 ms.
    private static func fillSquareRing(_ ring: [SelectionRing.Line], deviceScale: Double, into cairo: OpaquePointer) {
        for line in ring {
            let outer = line.rect.snapped(toPixelsOf: deviceScale)
            let width = max((line.width * deviceScale).rounded() / deviceScale, 1 / deviceScale)
            for side in [Rect(x: outer.minX, y: outer.minY, width: outer.size.width, height: width),
                         Rect(x: outer.minX, y: outer.maxY - width, width: outer.size.width, height: width),
                         Rect(x: outer.minX, y: outer.minY + width, width: width, height: outer.size.height - 2 * width),
                         Rect(x: outer.maxX - width, y: outer.minY + width, width: width, height: outer.size.height - 2 * width)] {
                cairo_rectangle(cairo, side.minX, side.minY, side.size.width, side.size.height)
            }
            cairo_set_source_rgba(cairo, line.colour.red, line.colour.green, line.colour.blue, line.colour.alpha)
            cairo_fill(cairo)
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

    /// A dot on a stem above the selection, in the accent colour with the
    /// rings' halo around it, so it shows on any picture.
    private func drawRotationHandle(at dot: Point, style: CanvasStyle, into snapshot: OpaquePointer) {
        let radius = RotationHandle.radius, halo = 1.5
        let stem = Rect(x: dot.x - 1, y: dot.y + radius, width: 2, height: RotationHandle.distance - radius)
        SnapshotDrawing.fill(snapshot, stem.insetBy(-halo), GdkRGBA(style.ringHalo))
        SnapshotDrawing.fill(snapshot, stem, GdkRGBA(style.accent))
        let outer = Rect(center: dot, size: Size(width: 2 * (radius + halo), height: 2 * (radius + halo)))
        SnapshotDrawing.border(snapshot, outer, width: Float(radius + halo), radius: Float(radius + halo), GdkRGBA(style.ringHalo))
        let inner = Rect(center: dot, size: Size(width: 2 * radius, height: 2 * radius))
        SnapshotDrawing.border(snapshot, inner, width: Float(radius), radius: Float(radius), GdkRGBA(style.accent))
    }

    /// The keyboard's focus ring: two lines of opposite lightness, seen on
    /// any picture, and outside the selection ring so both show at once.
    private func drawFocusRing(into snapshot: OpaquePointer, around box: Rect, style: CanvasStyle) {
        let ring = box.insetBy(-14)
        SnapshotDrawing.border(snapshot, ring, width: 2, radius: 10, GdkRGBA(style.focusOuter))
        SnapshotDrawing.border(snapshot, ring.insetBy(2), width: 2, radius: 9, GdkRGBA(style.focusInner))
    }
}
