import ArtModel
import CGtk

/// The glyphs one tile worker draws emojis with. An emoji small in the
/// tile is drawn from a glyph made at its own whole pixel size, unscaled
/// at a whole pixel, which costs cairo a third of a scaled one: a tile of
/// a document of 100,000 emojis holds 20,000 of them, and took 130 ms.
/// Larger ones are the shared band glyphs, scaled. Used on one thread.
final class TileGlyphs {
    /// How an emoji's glyph is drawn into a tile.
    enum Glyph {
        /// Unscaled, its top left corner at a whole pixel.
        case exact(CairoImage)
        /// Scaled by `factor` from its band's size.
        case scaled(CairoImage, factor: Double)

        /// Its size in the tile's pixels.
        var size: Size {
            switch self {
            case .exact(let image): Size(width: Double(image.width), height: Double(image.height))
            case .scaled(let image, let factor): Size(width: Double(image.width) * factor, height: Double(image.height) * factor)
            }
        }
    }

    private struct Key: Hashable {
        let text: String
        let turn: EmojiTurn
        /// Whole pixels for an exact glyph; an emoji's size in points in `drawn`.
        let size: Int
    }

    private let shared: SharedGlyphs
    private var exact = CostLimitedCache<Key, CairoImage>(costLimit: CanvasMemoryBudget.exactTileGlyphs)
    /// The glyphs of the tile being drawn, by emoji text and size: one
    /// lookup an emoji. Only this tile's, so none that the shared cache
    /// gave up is kept alive here (kept for a whole zoom level, they held
    /// 8 MB beyond the shared budget).
    private var drawn: [Key: Glyph?] = [:]
    private var scale = 1.0

    init(shared: SharedGlyphs) {
        self.shared = shared
    }

    /// Starts drawing a tile of `scale` pixels a point.
    func beginTile(scale: Double) {
        drawn.removeAll(keepingCapacity: true)
        self.scale = scale
    }

    /// The glyph of an emoji of `size` points in the tile begun, turned by
    /// `turn`; nil when too small to draw, or not made.
    func glyph(for text: String, turn: EmojiTurn, size: Int) -> Glyph? {
        let key = Key(text: text, turn: turn, size: size)
        if let glyph = drawn[key] { return glyph }
        let glyph = makeGlyph(for: text, turn: turn, pixelSize: Double(size) * scale)
        drawn[key] = glyph
        return glyph
    }

    private func makeGlyph(for text: String, turn: EmojiTurn, pixelSize: Double) -> Glyph? {
        guard pixelSize >= GlyphBand.smallestDrawnPixelSize,
              let band = shared.glyph(for: text, turn: turn, pixelSize: pixelSize) else { return nil }
        let pixels = Int(pixelSize.rounded())
        guard pixels <= TilePolicy.largestExactGlyph, pixels > 0 else {
            return .scaled(band.glyph, factor: pixelSize / band.pixelSize)
        }
        let key = Key(text: text, turn: turn, size: pixels)
        if let image = exact.value(for: key) { return .exact(image) }
        let factor = Double(pixels) / band.pixelSize
        guard let image = CairoImage(width: max(1, Int((Double(band.glyph.width) * factor).rounded())),
                                     height: max(1, Int((Double(band.glyph.height) * factor).rounded())), opaque: false)
        else { return .scaled(band.glyph, factor: pixelSize / band.pixelSize) }
        image.draw { cairo in
            cairo_scale(cairo, Double(image.width) / Double(band.glyph.width), Double(image.height) / Double(band.glyph.height))
            cairo_set_source_surface(cairo, band.glyph.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        }
        exact.insert(image, for: key, cost: image.cost)
        return .exact(image)
    }

    /// Draws `glyph` centred on `center`, in the tile's pixels.
    static func draw(_ glyph: Glyph, centeredOn center: Point, into cairo: OpaquePointer) {
        switch glyph {
        case .exact(let image):
            let left = (center.x - Double(image.width) / 2).rounded(), top = (center.y - Double(image.height) / 2).rounded()
            cairo_set_source_surface(cairo, image.surface, left, top)
            cairo_paint(cairo)
        case .scaled(let image, let factor):
            cairo_save(cairo)
            cairo_translate(cairo, center.x, center.y)
            cairo_scale(cairo, factor, factor)
            cairo_set_source_surface(cairo, image.surface, -Double(image.width) / 2, -Double(image.height) / 2)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }
}
