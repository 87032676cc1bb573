import ArtModel
import CGtk
import Foundation

/// Renders tiles on a background thread, one at a time, nearest the
/// middle of the view first (the order they are asked for). Tiles that went
/// out of view before their turn are skipped.
final class TileWorker: @unchecked Sendable {
    private let thread = BackgroundThread(name: "emojiart tiles")
    private let lock = NSLock()
    /// Guarded by `lock`: the tiles the canvas still needs.
    private var wanted: Set<TileGrid.Tile> = []
    /// Used on `thread` only.
    private let glyphs = BandedGlyphCache<CairoImage>(memory: CanvasMemoryBudget.tileGlyphs) { text, pixelSize in
        CairoImage(glyph: text, pixelSize: pixelSize).map { ($0, $0.cost) }
    }

    deinit { thread.close() }

    /// Replaces the set of tiles worth rendering.
    func want(_ tiles: Set<TileGrid.Tile>) {
        lock.withLock { wanted = tiles }
    }

    /// Renders `tile` from `content`, then hands the image (nil if the tile
    /// was no longer wanted or could not be made) to `deliver` on the main actor.
    func render(_ tile: TileGrid.Tile, from content: TileContent,
                deliver: @escaping @MainActor @Sendable (CairoImage?) -> Void) {
        thread.async { [self] in
            let image = lock.withLock { wanted.contains(tile) } ? draw(tile, from: content) : nil
            Task { @MainActor in deliver(image) }
        }
    }

    func draw(_ tile: TileGrid.Tile, from content: TileContent) -> CairoImage? {
        let side = TileGrid.tileSide
        guard let image = CairoImage(width: side, height: side, opaque: true) else { return nil }
        let scale = tile.scale
        let area = tile.documentRect
        image.draw { cairo in
            let field = content.style.field
            cairo_set_source_rgb(cairo, field.red, field.green, field.blue)
            cairo_paint(cairo)
            if let background = content.background, let level = background.level(forPixelsPerPoint: scale) {
                cairo_save(cairo)
                cairo_scale(cairo, scale, scale)
                cairo_translate(cairo, -area.minX - background.size.width / 2, -area.minY - background.size.height / 2)
                // From the stored pixels to the picture as a person sees it.
                var upright = cairo_matrix_t(level.correction.orientation.transform(width: background.storedSize.width,
                                                                                    height: background.storedSize.height))
                cairo_transform(cairo, &upright)
                cairo_scale(cairo, 1 / level.pixelsPerPoint, 1 / level.pixelsPerPoint)
                cairo_set_source_surface(cairo, level.image.surface, 0, 0)
                // Levels are at most twice as large as needed: a blend of four pixels will do.
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
                cairo_rectangle(cairo, 0, 0, Double(level.image.width), Double(level.image.height))
                cairo_fill(cairo)
                cairo_restore(cairo)
                // The tile's colours, not the whole level's: the cost follows the screen.
                level.correction.colour.map { image.convertColours(with: $0) }
            }
            for emoji in content.emojis.emojis(reaching: area) {
                guard let (glyph, factor) = glyph(of: emoji, scale: scale) else { continue }
                cairo_save(cairo)
                cairo_translate(cairo, (emoji.center.x - area.minX) * scale, (emoji.center.y - area.minY) * scale)
                cairo_scale(cairo, factor, factor)
                cairo_set_source_surface(cairo, glyph.surface, -Double(glyph.width) / 2, -Double(glyph.height) / 2)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
            if !content.selection.isEmpty { drawRings(into: cairo, tile: tile, content: content) }
        }
        return image
    }

    /// An emoji's glyph at the tile's scale, and the factor from its band's size; nil when too small to draw.
    private func glyph(of emoji: EmojiArt.Emoji, scale: Double) -> (CairoImage, Double)? {
        let pixelSize = Double(emoji.size) * scale
        guard pixelSize >= GlyphBand.smallestDrawnPixelSize,
              let glyph = glyphs.glyph(for: emoji.text, pixelSize: pixelSize) else { return nil }
        return (glyph.glyph, pixelSize / glyph.pixelSize)
    }

    /// The selected emojis' rings, over every emoji, including those of
    /// emojis beside the tile whose rings reach into it.
    private func drawRings(into cairo: OpaquePointer, tile: TileGrid.Tile, content: TileContent) {
        let scale = tile.scale, area = tile.documentRect
        let reach = SelectionRing.outset(content.style) * content.deviceScale * 2 / scale
        for emoji in content.emojis.emojis(reaching: area.insetBy(-reach)) where content.selection.contains(emoji.id) {
            guard let (glyph, factor) = glyph(of: emoji, scale: scale) else { continue }
            let center = Point(x: (emoji.center.x - area.minX) * scale, y: (emoji.center.y - area.minY) * scale)
            let box = Rect(center: center, size: Size(width: Double(glyph.width) * factor, height: Double(glyph.height) * factor))
            for line in SelectionRing.lines(around: box, style: content.style, unit: content.deviceScale) {
                stroke(line, into: cairo)
            }
        }
    }

    /// A border drawn inside its rect, as GTK draws one: the stroke runs half its width in.
    private func stroke(_ line: SelectionRing.Line, into cairo: OpaquePointer) {
        let path = line.rect.insetBy(line.width / 2)
        let radius = max(0, min(line.radius - line.width / 2, path.size.width / 2, path.size.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, path.maxX - radius, path.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, path.maxX - radius, path.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, path.minX + radius, path.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, path.minX + radius, path.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
        cairo_set_source_rgba(cairo, line.colour.red, line.colour.green, line.colour.blue, line.colour.alpha)
        cairo_set_line_width(cairo, line.width)
        cairo_stroke(cairo)
    }
}
