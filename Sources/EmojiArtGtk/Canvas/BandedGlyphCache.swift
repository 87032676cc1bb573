import ArtModel

/// Emoji glyphs rendered once per emoji, turn and GlyphBand, so a glyph is only
/// ever shrunk a little and a few renderings serve every zoom; the least
/// recently used go once their memory passes a limit. `Glyph` is whatever
/// the user draws with (a texture on the main thread, a cairo image on the
/// tile worker); use each cache on one thread, or under a lock.
struct BandedGlyphCache<Glyph> {
    private struct Key: Hashable {
        let text: String
        let turn: EmojiTurn
        let band: Int
    }

    private var glyphs: CostLimitedCache<Key, (glyph: Glyph, pixelSize: Double)>

    init(memory: Int) {
        glyphs = CostLimitedCache(costLimit: memory)
    }

    /// The glyph for `text` drawn about `pixelSize` pixels high and turned
    /// by `turn`, and the band's pixel size it was rendered at, if it was
    /// rendered before.
    mutating func glyph(for text: String, turn: EmojiTurn, pixelSize: Double) -> (glyph: Glyph, pixelSize: Double)? {
        glyphs.value(for: Key(text: text, turn: turn, band: GlyphBand.band(forPixelSize: pixelSize)))
    }

    /// The glyph of the nearest band to `pixelSize`'s that was rendered
    /// before, within `bands` of it (larger ones first: shrunk, a glyph
    /// stays sharp), to stand in while the right one is made.
    mutating func nearest(for text: String, turn: EmojiTurn, pixelSize: Double,
                          within bands: Int) -> (glyph: Glyph, pixelSize: Double)? {
        let band = GlyphBand.band(forPixelSize: pixelSize)
        for distance in 1...max(bands, 1) {
            for other in [band + distance, band - distance] {
                if let glyph = glyphs.value(for: Key(text: text, turn: turn, band: other)) { return glyph }
            }
        }
        return nil
    }

    /// Keeps `glyph`, rendered at `pixelSize` (its band's size, GlyphBand.renderedSize).
    mutating func insert(_ glyph: Glyph, cost: Int, for text: String, turn: EmojiTurn, pixelSize: Double) {
        glyphs.insert((glyph, pixelSize), for: Key(text: text, turn: turn, band: GlyphBand.band(forPixelSize: pixelSize)),
                      cost: cost)
    }
}
