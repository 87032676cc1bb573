import ArtModel

/// Emoji glyphs rendered once per emoji and GlyphBand, so a glyph is only
/// ever shrunk a little and a few renderings serve every zoom; the least
/// recently used go once their memory passes a limit. `Glyph` is whatever
/// the user draws with (a texture on the main thread, a cairo image on the
/// tile worker); use each cache on one thread.
final class BandedGlyphCache<Glyph> {
    private struct Key: Hashable {
        let text: String
        let band: Int
    }

    private var glyphs: CostLimitedCache<Key, (glyph: Glyph, pixelSize: Double)>
    /// Renders `text` `pixelSize` pixels high: the glyph and its bytes.
    private let render: (String, Double) -> (glyph: Glyph, cost: Int)?

    init(memory: Int, render: @escaping (String, Double) -> (glyph: Glyph, cost: Int)?) {
        glyphs = CostLimitedCache(costLimit: memory)
        self.render = render
    }

    /// The glyph for `text` drawn about `pixelSize` pixels high, and the
    /// band's pixel size it was rendered at. Without `rendering`, only a
    /// glyph rendered before.
    func glyph(for text: String, pixelSize: Double, rendering: Bool = true) -> (glyph: Glyph, pixelSize: Double)? {
        let key = Key(text: text, band: GlyphBand.band(forPixelSize: pixelSize))
        if let cached = glyphs.value(for: key) { return cached }
        guard rendering else { return nil }
        let bandSize = GlyphBand.pixelSize(ofBand: key.band)
        guard let rendered = render(text, bandSize) else { return nil }
        glyphs.insert((rendered.glyph, bandSize), for: key, cost: rendered.cost)
        return (rendered.glyph, bandSize)
    }
}
