import CGtk

/// An owned cairo image surface that may be handed between threads once
/// nothing draws into it any more (tiles, glyphs, background levels).
final class CairoImage: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Nil when cairo could not make the surface (no memory).
    init?(width: Int, height: Int, opaque: Bool) {
        guard let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                       Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// A copy of a texture's pixels.
    convenience init?(_ texture: Texture) {
        self.init(width: texture.width, height: texture.height, opaque: false)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        gdk_texture_download(texture.pointer, pixels, gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    /// An emoji's glyph, `pixelSize` pixels high, on transparency, its box
    /// as large as Pango says the glyph is.
    convenience init?(glyph text: String, pixelSize: Double) {
        guard let layout = EmojiGlyphLayout(text, pixelSize: pixelSize) else { return nil }
        self.init(width: Int(max(layout.logical.width, 1)), height: Int(max(layout.logical.height, 1)), opaque: false)
        draw { layout.draw(into: $0, x: 0, y: 0) }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes of pixel memory, for cache limits.
    var cost: Int { width * height * 4 }

    /// Draws with a cairo context made for the surface.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let cairo = cairo_create(surface) else { return }
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }
}
