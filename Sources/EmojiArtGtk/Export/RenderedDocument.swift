import ArtModel
import CGtk
import Foundation

/// The whole document rendered as one image, as the canvas shows it: white, the
/// background at its full resolution, the emojis over it in their order
/// (ExportLayout decides the frame). Rendering is slow for big pictures and
/// needs no display: do it off the main thread.
// Unchecked: made on one thread and only read after, its image done drawing.
final class RenderedDocument: @unchecked Sendable {
    /// A cairo ARGB32 image surface, owned and never drawn to once made.
    private let surface: OpaquePointer
    let width: Int
    let height: Int

    private init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Renders `art`; `backgroundBytes` are its background image's bytes,
    /// drawn as a person sees them (upright, in sRGB). With `maximumSide`
    /// (a thumbnail), the picture is at most that many pixels a side, and a
    /// JPEG background is decoded at a reduced scale. A `placeholder` is
    /// drawn where a background that was not fetched would be.
    static func render(_ art: EmojiArt, backgroundBytes: Data?, maximumSide: Int = ExportLayout.maximumSide,
                       placeholder: Bool = false) throws(ExportFailure) -> RenderedDocument {
        let background: RGBAImage?
        var backgroundSize: Size?
        do {
            background = try backgroundBytes.map { bytes throws(ImageError) in
                backgroundSize = try ImageInspector.inspect(bytes).size
                return try ImageDecoder.decode(bytes, maximumSide: maximumSide).upright()
            }
        } catch {
            throw .backgroundUnavailable(error.message)
        }
        if placeholder, art.emojis.isEmpty { backgroundSize = Size(width: Double(maximumSide), height: Double(maximumSide)) }
        guard let layout = ExportLayout(backgroundSize: backgroundSize, emojis: art.emojis, maximumSide: maximumSide) else {
            throw .nothingToExport
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            surface.map(cairo_surface_destroy)
            throw .notWritten(localized("There is not enough memory for a picture of {width} × {height} pixels.",
                                         ["width": String(layout.width), "height": String(layout.height)]))
        }
        let picture = RenderedDocument(surface: surface)
        if let background { draw(background, into: cairo, surface: surface, layout: layout) }
        // White shows wherever the background does not cover, as on the
        // canvas; a placeholder is Adwaita's light grey (#deddda).
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OVER)
        if placeholder {
            cairo_set_source_rgb(cairo, 0xde / 255, 0xdd / 255, 0xda / 255)
        } else {
            cairo_set_source_rgb(cairo, 1, 1, 1)
        }
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        if maximumSide < ExportLayout.maximumSide {
            drawScaledGlyphs(art.emojis, into: cairo, layout: layout)
        } else {
            drawEmojis(art.emojis, into: cairo, layout: layout)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return picture
    }

    private static func draw(_ background: RGBAImage, into cairo: OpaquePointer, surface: OpaquePointer, layout: ExportLayout) {
        cairo_surface_flush(surface)
        if background.width == layout.width, background.height == layout.height,
           let pixels = cairo_image_surface_get_data(surface) {
            // Full size: straight into the picture, without a second copy.
            background.writePremultipliedBGRA(into: pixels, bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
            return
        }
        guard let source = CairoImage(background) else { return }
        cairo_save(cairo)
        // The background may have been decoded at a reduced scale (a thumbnail's).
        cairo_scale(cairo, Double(layout.width) / Double(background.width), Double(layout.height) / Double(background.height))
        cairo_set_source_surface(cairo, source.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    private struct GlyphKey: Hashable {
        let text: String
        let pixelSize: Double
    }

    private static func drawEmojis(_ emojis: EmojiList, into cairo: OpaquePointer, layout: ExportLayout) {
        // Documents repeat a few emojis at a few sizes: lay each out once.
        var glyphs: [GlyphKey: EmojiGlyphLayout] = [:]
        for emoji in emojis {
            let key = GlyphKey(text: emoji.text, pixelSize: Double(emoji.size) * layout.scale)
            guard key.pixelSize >= GlyphBand.smallestDrawnPixelSize else { continue }
            guard let glyph = glyphs[key] ?? EmojiGlyphLayout(key.text, pixelSize: key.pixelSize) else { continue }
            glyphs[key] = glyph
            let center = layout.imagePoint(fromDocument: emoji.center)
            EmojiTurn.drawing(emoji, around: center, in: cairo) { glyph.draw(into: cairo, centeredOn: center) }
        }
    }

    /// A thumbnail's emojis, each drawn from one glyph of its emoji at the
    /// largest size it is needed at, scaled: laid out at each of a hundred
    /// sizes, a colour glyph's PNG was decoded a hundred times (1.5 s for
    /// 10,000 emojis over a photo; the colour emoji font's bitmaps are 136
    /// pixels high, beyond which nothing is gained).
    private static func drawScaledGlyphs(_ emojis: EmojiList, into cairo: OpaquePointer, layout: ExportLayout) {
        var largest: [String: Double] = [:]
        for emoji in emojis {
            largest[emoji.text] = max(largest[emoji.text] ?? 0, min(Double(emoji.size) * layout.scale, 136))
        }
        var glyphs: [String: CairoImage] = [:]
        for emoji in emojis {
            let pixelSize = Double(emoji.size) * layout.scale
            guard pixelSize >= GlyphBand.smallestDrawnPixelSize, let size = largest[emoji.text],
                  let glyph = glyphs[emoji.text] ?? CairoImage(glyph: emoji.text, pixelSize: size) else { continue }
            glyphs[emoji.text] = glyph
            let center = layout.imagePoint(fromDocument: emoji.center)
            EmojiTurn.drawing(emoji, around: center, in: cairo) {
                TileGlyphs.draw(.scaled(glyph, factor: pixelSize / size), centeredOn: center, into: cairo)
            }
        }
    }

    /// The picture as PNG bytes. Cairo's pixels are premultiplied BGRA;
    /// the picture is opaque (white under everything), so they are also the
    /// straight BGRA that PNG stores.
    func pngData() throws(ExportFailure) -> Data {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .notWritten(localized("The picture could not be encoded."))
        }
        do {
            return try PNGEncoder.encodeOpaqueBGRA(pixels, width: width, height: height,
                                             stride: Int(cairo_image_surface_get_stride(surface)))
        } catch {
            throw .notWritten(error.message)
        }
    }

    /// Writes the PNG so that an existing file is replaced whole or not at all.
    func writePNG(to url: URL) throws(ExportFailure) {
        let data = try pngData()
        do {
            try AtomicFileWriter.write(data, to: url)
        } catch {
            throw .notWritten(error.localizedDescription)
        }
    }

    /// The picture as a texture, for the clipboard.
    func texture() -> Texture? {
        Texture(copying: surface)
    }
}
