import ArtModel
import CGtk
import Foundation

/// Emoji glyphs rendered once into textures, so a frame is a list of texture
/// nodes rather than thousands of text layouts.
///
/// Glyphs are rendered at the next size band at or above the size on screen
/// (bands a quarter-octave apart), so they are only ever scaled down a little
/// and stay crisp at every zoom.
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

    private static let bandsPerOctave = 4.0
    private static let largestBand = band(for: 512)
    /// 64 MB of glyph pixels at most, however many sizes zooming has asked for.
    private var glyphs = CostLimitedCache<Key, Glyph>(costLimit: 64 << 20)

    private static func band(for pixelSize: Double) -> Int {
        Int((log2(max(pixelSize, 1)) * bandsPerOctave).rounded(.up))
    }

    private static func pixelSize(of band: Int) -> Double {
        pow(2, Double(band) / bandsPerOctave)
    }

    /// The glyph for `text` drawn `pixelSize` pixels high.
    func glyph(for text: String, pixelSize: Double) -> Glyph? {
        let key = Key(text: text, band: min(Self.band(for: pixelSize), Self.largestBand))
        if let glyph = glyphs.value(for: key) { return glyph }
        guard let glyph = Self.render(text, pixelSize: Self.pixelSize(of: key.band)) else { return nil }
        glyphs.insert(glyph, for: key, cost: glyph.texture.width * glyph.texture.height * 4)
        return glyph
    }

    private static func render(_ text: String, pixelSize: Double) -> Glyph? {
        guard let glyph = EmojiGlyphLayout(text, pixelSize: pixelSize) else { return nil }
        let width = max(glyph.logical.width, 1), height = max(glyph.logical.height, 1)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        glyph.draw(into: cairo, x: 0, y: 0)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)

        return Texture(copying: surface).map { Glyph(texture: $0, pixelSize: pixelSize) }
    }
}
