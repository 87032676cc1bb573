import ArtModel
import CGtk
import Foundation

/// The whole document rendered as one image, as the canvas shows it: white, the
/// background at its full resolution, the emojis over it in their order
/// (ExportLayout decides the frame; PicturePainter draws the background a
/// band at a time). For the clipboard, printing and WebP, which want a
/// whole picture: PNG and JPEG files are written a band at a time
/// (BandedPictureWriter). Rendering is slow for big pictures and needs no
/// display: do it off the main thread.
// Unchecked: made on one thread and only read after, its image done drawing.
final class RenderedDocument: @unchecked Sendable {
    /// A cairo ARGB32 image surface, owned and never drawn to once made.
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// The document area it shows, and how many of its pixels a point has.
    let layout: ExportLayout

    private init(surface: OpaquePointer, layout: ExportLayout) {
        self.surface = surface
        self.layout = layout
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Renders `art` from `backgroundBytes`, its background image's bytes
    /// (ExportSource says how large). The picture of a thumbnail (a
    /// `maximumSide` below the largest) draws each emoji from one glyph.
    static func render(_ art: EmojiArt, backgroundBytes: Data?, longestSide: Int? = nil,
                       maximumSide: Int = ExportLayout.maximumSide, maximumPixels: Int = ExportLayout.maximumPixels,
                       placeholder: Bool = false) throws(ExportFailure) -> RenderedDocument {
        let source = try ExportSource(art, backgroundBytes: backgroundBytes, longestSide: longestSide, maximumSide: maximumSide,
                                      maximumPixels: maximumPixels, placeholder: placeholder)
        let painter = PicturePainter(source, emojis: art.emojis)
        let layout = source.layout
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            surface.map(cairo_surface_destroy)
            throw .notWritten(localized("There is not enough memory for a picture of {width} × {height} pixels.",
                                         ["width": String(layout.width), "height": String(layout.height)]))
        }
        defer { cairo_destroy(cairo) }
        let picture = RenderedDocument(surface: surface, layout: layout)
        if painter.hasBackground {
            try painter.drawWholeBackground(into: cairo)
        } else {
            // A placeholder is Adwaita's light grey (#deddda).
            if placeholder {
                cairo_set_source_rgb(cairo, 0xde / 255, 0xdd / 255, 0xda / 255)
            } else {
                cairo_set_source_rgb(cairo, 1, 1, 1)
            }
            cairo_paint(cairo)
        }
        if maximumSide < ExportLayout.maximumSide {
            drawScaledGlyphs(art.emojis, into: cairo, layout: layout)
        } else {
            painter.drawAllEmojis(into: cairo)
        }
        cairo_surface_flush(surface)
        return picture
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
        try DocumentExport.write(pngData(), to: url)
    }

    /// The picture as a PNG, JPEG or WebP file's bytes.
    func encoded(as options: ExportOptions) throws(ExportFailure) -> Data {
        guard options.format != .png else { return try pngData() }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .notWritten(localized("The picture could not be encoded."))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        do throws(ImageError) {
            switch options.format {
            case .jpeg: return try JPEGCodec.encodeBGRX(pixels, width: width, height: height, bytesPerRow: stride, quality: options.quality)
            case .webp: return try WebPEncoder.encodeOpaqueBGRA(pixels, width: width, height: height, stride: stride, quality: options.quality)
            case .png, .pdf, .svg: throw ImageError.encodingFailed(detail: localized("{format} is not a picture of pixels.", ["format": options.format.name]))
            }
        } catch {
            throw .notWritten(error.message)
        }
    }

    /// The picture as a texture, for the clipboard: its pixels shared, not
    /// copied (the picture is never drawn to again).
    func texture() -> Texture? {
        Texture(sharing: surface)
    }
}
