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
        let fontMap = pango_cairo_font_map_get_default()
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        defer { g_object_unref(context.raw) }
        guard let layout = pango_layout_new(context) else { return nil }
        defer { g_object_unref(layout.raw) }
        let font = pango_font_description_from_string("emoji")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, pixelSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)

        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let width = Int32(max(logical.width, 1)), height = Int32(max(logical.height, 1))

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_move_to(cairo, Double(-logical.x), Double(-logical.y))
        pango_cairo_show_layout(cairo, layout)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)

        // Cairo's ARGB32 is premultiplied BGRA in memory on little-endian
        // machines (GDK_MEMORY_DEFAULT, a macro Swift cannot see).
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let bytes = g_bytes_new(pixels, gsize(stride * Int(height)))
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(width, height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)) else { return nil }
        return Glyph(texture: Texture(taking: texture), pixelSize: pixelSize)
    }
}
