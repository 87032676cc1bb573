import ArtModel
import CGtk
import Foundation

/// Emoji glyphs rendered once into textures, so a frame is a list of texture
/// nodes rather than thousands of text layouts.
///
/// Glyphs are rendered at the GlyphBand at or above the size on screen, so
/// they are only ever scaled down a little and stay crisp at every zoom.
@MainActor
final class EmojiGlyphCache {
    struct Glyph {
        let texture: Texture
        /// The band's pixel size the texture was rendered at.
        let pixelSize: Double
    }

    private struct Key: Hashable {
        let text: String
        let band: Int
    }

    /// 64 MB of glyph pixels at most, however many sizes zooming has asked for.
    private var glyphs = CostLimitedCache<Key, Glyph>(costLimit: 64 << 20)

    /// The glyph for `text` drawn `pixelSize` pixels high.
    func glyph(for text: String, pixelSize: Double) -> Glyph? {
        let key = Key(text: text, band: GlyphBand.band(forPixelSize: pixelSize))
        if let glyph = glyphs.value(for: key) { return glyph }
        let bandSize = GlyphBand.pixelSize(ofBand: key.band)
        guard let image = CairoImage(glyph: text, pixelSize: bandSize), let texture = Texture(copying: image.surface) else { return nil }
        let glyph = Glyph(texture: texture, pixelSize: bandSize)
        glyphs.insert(glyph, for: key, cost: glyph.texture.width * glyph.texture.height * 4)
        return glyph
    }
}
