import ArtModel
import CGtk

/// Draws from the scene as it is, one node per emoji, each a cached glyph
/// texture (see BandedGlyphCache): what TiledCanvasRenderer draws live over
/// its tiles (emojis being dragged, selection rings, the rubber band) and,
/// for a moment, where no tile is ready yet.
@MainActor
final class GlyphCacheRenderer {
    /// 64 MB of glyph textures at most, however many sizes zooming has asked for.
    private let glyphs = BandedGlyphCache<Texture>(memory: CanvasMemoryBudget.liveGlyphs) { text, pixelSize in
        guard let image = CairoImage(glyph: text, pixelSize: pixelSize),
              let texture = Texture(copying: image.surface) else { return nil }
        return (texture, image.cost)
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
        if emojis, !drawEmojis(scene.emojis, scene: scene, into: snapshot,
                               newGlyphLimit: TilePolicy.glyphsRenderedPerDirectFrame) { whole = false }
        return whole
    }

    /// Returns false when emojis were left out because `newGlyphLimit`
    /// glyphs had been rendered for this frame already.
    @discardableResult
    func drawEmojis(_ emojis: [EmojiArt.Emoji], scene: CanvasScene, into snapshot: OpaquePointer,
                    newGlyphLimit: Int = .max) -> Bool {
        let viewport = scene.viewport
        let visible = viewport.visibleDocumentRect
        var rendered = 0
        var whole = true
        for emoji in emojis where EmojiIndex.reach(of: emoji).intersects(visible) {
            guard let box = glyphBox(of: emoji, scene: scene) else { continue }
            let pixelSize = box.pixelSize * scene.deviceScale
            var glyph = glyphs.glyph(for: emoji.text, pixelSize: pixelSize, rendering: false)
            if glyph == nil, rendered < newGlyphLimit {
                rendered += 1
                glyph = glyphs.glyph(for: emoji.text, pixelSize: pixelSize)
            }
            guard let glyph else {
                whole = false
                continue
            }
            SnapshotDrawing.texture(snapshot, glyph.glyph, in: area(of: glyph, at: box))
        }
        return whole
    }

    /// The focus ring, the rubber band and the selection rings of the
    /// selected emojis among `ringsAround` (the tiles have the others').
    func drawDecorations(_ scene: CanvasScene, ringsAround emojis: Set<EmojiArt.Emoji.ID>, into snapshot: OpaquePointer) {
        let viewport = scene.viewport
        let ringed = scene.selection.intersection(emojis)
        if !ringed.isEmpty {
            let visible = viewport.visibleDocumentRect
            for emoji in scene.emojis where ringed.contains(emoji.id) && EmojiIndex.reach(of: emoji).intersects(visible) {
                guard let box = glyphBox(of: emoji, scene: scene),
                      let glyph = glyphs.glyph(for: emoji.text, pixelSize: box.pixelSize * scene.deviceScale) else { continue }
                drawSelectionMark(into: snapshot, around: area(of: glyph, at: box), style: scene.style)
            }
        }
        if let focused = scene.focusRing, let emoji = scene.emojis.first(where: { $0.id == focused }),
           let box = glyphBox(of: emoji, scene: scene) {
            drawFocusRing(into: snapshot, around: Rect(center: box.center, size: Size(width: box.pixelSize, height: box.pixelSize)),
                          style: scene.style)
        }
        if let band = scene.rubberBand {
            let area = viewport.viewRect(fromDocument: band)
            SnapshotDrawing.fill(snapshot, area, GdkRGBA(scene.style.rubberBandFill))
            SnapshotDrawing.border(snapshot, area, width: 1, radius: 0, GdkRGBA(scene.style.accent))
        }
    }

    /// Where an emoji's glyph goes in the view, and how high it is; nil when
    /// it would be smaller than half a pixel.
    private func glyphBox(of emoji: EmojiArt.Emoji, scene: CanvasScene) -> (center: Point, pixelSize: Double)? {
        let pixelSize = Double(emoji.size) * scene.viewport.zoom
        guard pixelSize >= GlyphBand.smallestDrawnPixelSize else { return nil }
        return (scene.viewport.viewPoint(fromDocument: emoji.center), pixelSize)
    }

    /// The view rect a glyph rendered for its band fills when drawn at `box`'s size.
    private func area(of glyph: (glyph: Texture, pixelSize: Double), at box: (center: Point, pixelSize: Double)) -> Rect {
        let scale = box.pixelSize / glyph.pixelSize
        return Rect(center: box.center, size: Size(width: glyph.glyph.size.width * scale, height: glyph.glyph.size.height * scale))
    }

    /// The keyboard's focus ring: two lines of opposite lightness, seen on
    /// any picture, and outside the selection ring so both show at once.
    private func drawFocusRing(into snapshot: OpaquePointer, around box: Rect, style: CanvasStyle) {
        let ring = box.insetBy(-14)
        SnapshotDrawing.border(snapshot, ring, width: 2, radius: 10, GdkRGBA(style.focusOuter))
        SnapshotDrawing.border(snapshot, ring.insetBy(2), width: 2, radius: 9, GdkRGBA(style.focusInner))
    }

    private func drawSelectionMark(into snapshot: OpaquePointer, around box: Rect, style: CanvasStyle) {
        for line in SelectionRing.lines(around: box, style: style, unit: 1) {
            SnapshotDrawing.border(snapshot, line.rect, width: Float(line.width), radius: Float(line.radius), GdkRGBA(line.colour))
        }
    }
}
