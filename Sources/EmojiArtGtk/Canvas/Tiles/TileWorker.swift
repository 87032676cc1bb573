import ArtModel
import CGtk
import Foundation

/// Renders tiles on a background thread, one at a time, nearest the
/// middle of the view first (the order they are asked for). Tiles that went
/// out of view before their turn are skipped, and so are renderings of a
/// version the document has left: after edits of 100,000 emojis in a row,
/// the queue held seconds of renderings nobody would see.
// Unchecked: what both threads touch is guarded by `lock`; the rest is the worker thread's.
final class TileWorker: @unchecked Sendable {
    private let thread: BackgroundThread
    private let lock = NSLock()
    /// Guarded by `lock`: the tiles the canvas still needs, and the content version it needs them of.
    private var wanted: (tiles: Set<TileGrid.Tile>, version: Int) = ([], 0)
    /// Used on `thread` only; made from the glyphs shared with what the canvas draws live.
    private let glyphs: TileGlyphs
    /// Used on `thread` only: the emojis of the content last drawn from,
    /// filed. A new version's index takes over the filing of every chunk
    /// the versions share, so an edit files what it made, and the main
    /// thread files nothing (filing 100,000 emojis took it 20 ms an edit).
    private var index: (version: Int, emojis: EmojiIndex)?

    /// Renders on `thread`, which renders `glyphs`' glyphs too.
    init(thread: BackgroundThread, glyphs: SharedGlyphs) {
        self.thread = thread
        self.glyphs = TileGlyphs(shared: glyphs)
    }

    /// Replaces the set of tiles worth rendering, and the version worth rendering them of.
    func want(_ tiles: Set<TileGrid.Tile>, version: Int) {
        lock.withLock { wanted = (tiles, version) }
    }

    /// Renders `tile` from `content`, then hands the image (nil if the tile
    /// was no longer wanted or could not be made) to `deliver` on the main actor.
    func render(_ tile: TileGrid.Tile, from content: TileContent,
                deliver: @escaping @MainActor @Sendable (CairoImage?) -> Void) {
        thread.async { [self] in
            let isWanted = lock.withLock { wanted.version == content.version && wanted.tiles.contains(tile) }
            let image = isWanted ? draw(tile, from: content) : nil
            Task { @MainActor in deliver(image) }
        }
    }

    func draw(_ tile: TileGrid.Tile, from content: TileContent) -> CairoImage? {
        let side = TileGrid.tileSide
        guard let image = CairoImage(width: side, height: side, opaque: true) else { return nil }
        let scale = tile.scale
        let area = tile.documentRect
        glyphs.beginTile(scale: scale)
        image.draw { cairo in
            let field = content.style.field
            cairo_set_source_rgb(cairo, field.red, field.green, field.blue)
            cairo_paint(cairo)
            // Levels are at most twice as large as needed: a blend of four pixels will do.
            _ = content.background?.paint(area, scale: scale, into: image, with: cairo)
            let emojis = index(of: content)
            for emoji in emojis.emojis(reaching: area) where !content.hidden.contains(emoji.id) {
                guard let glyph = glyphs.glyph(for: emoji.text, turn: EmojiTurn(emoji), size: emoji.size) else { continue }
                let center = Point(x: (emoji.center.x - area.minX) * scale, y: (emoji.center.y - area.minY) * scale)
                TileGlyphs.draw(glyph, centeredOn: center, into: cairo)
            }
            if !content.selection.isEmpty { drawRings(into: cairo, tile: tile, content: content, emojis: emojis) }
        }
        return image
    }

    private func index(of content: TileContent) -> EmojiIndex {
        if let index, index.version == content.version { return index.emojis }
        let filed = EmojiIndex(content.emojis, reusing: index?.emojis)
        index = (content.version, filed)
        return filed
    }

    /// The selected emojis' rings, over every emoji, including those of
    /// emojis beside the tile whose rings reach into it.
    private func drawRings(into cairo: OpaquePointer, tile: TileGrid.Tile, content: TileContent, emojis: EmojiIndex) {
        let scale = tile.scale, area = tile.documentRect
        let reach = SelectionRing.outset(content.style) * content.deviceScale * 2 / scale
        for emoji in emojis.emojis(reaching: area.insetBy(-reach))
        where content.selection.contains(emoji.id) && !content.hidden.contains(emoji.id) {
            // Around the glyph's box upright, then turned with it.
            guard let glyph = glyphs.glyph(for: emoji.text, turn: .upright, size: emoji.size) else { continue }
            let center = Point(x: (emoji.center.x - area.minX) * scale, y: (emoji.center.y - area.minY) * scale)
            let box = Rect(center: center, size: glyph.size)
            EmojiTurn.drawing(emoji, around: center, in: cairo) {
                for line in SelectionRing.lines(around: box, style: content.style, unit: content.deviceScale) {
                    stroke(line, into: cairo)
                }
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
