import ArtModel
import CGtk
import Foundation

/// The document's picture as a PDF page or an SVG drawing: the background
/// an image handed to cairo with a JPEG of it (JPEGMimeData), the emojis
/// the colour font's glyphs, each its own object over the background, as
/// sharp as the font makes them at any size.
// Unchecked: made on one thread and only drawn from after, one thread at a time.
final class VectorPicture: @unchecked Sendable {
    let layout: ExportLayout
    private let background: CairoImage?
    private let painter: PicturePainter

    /// Slow for big backgrounds (the decode): make it off the main thread.
    init(_ art: EmojiArt, backgroundBytes: Data?, longestSide: Int? = nil) throws(ExportFailure) {
        painter = PicturePainter(try ExportSource(art, backgroundBytes: backgroundBytes, longestSide: longestSide), emojis: art.emojis)
        layout = painter.layout
        background = painter.hasBackground ? try Self.backgroundWithJPEG(painter) : nil
    }

    /// Draws it with a picture pixel to a unit of `cairo`'s, from (0, 0).
    func draw(into cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, Double(layout.width), Double(layout.height))
        cairo_clip(cairo)
        // White shows wherever the background does not cover, as on the canvas.
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        if let background {
            cairo_set_source_surface(cairo, background.surface, 0, 0)
            cairo_paint(cairo)
        }
        painter.drawAllEmojis(into: cairo)
        cairo_restore(cairo)
    }

    /// A PDF page or an SVG drawing of it, a picture pixel to a PDF point
    /// or an SVG pixel.
    func document(as format: ExportFormat) throws(ExportFailure) -> Data {
        let output = Output()
        let box = Unmanaged.passUnretained(output).toOpaque()
        let width = Double(layout.width), height = Double(layout.height)
        let surface: OpaquePointer? = format == .svg
            ? cairo_svg_surface_create_for_stream(Output.append, box, width, height)
            : cairo_pdf_surface_create_for_stream(Output.append, box, width, height)
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            surface.map(cairo_surface_destroy)
            throw .notWritten(localized("The picture could not be encoded."))
        }
        if format == .svg { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        draw(into: cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .notWritten(String(cString: cairo_status_to_string(status))) }
        return output.data
    }

    /// The background at the picture's size, drawn a band at a time, as a
    /// cairo image that carries a JPEG of itself (quality 95, no chroma
    /// subsampling) for the surfaces that embed one.
    private static func backgroundWithJPEG(_ painter: PicturePainter) throws(ExportFailure) -> CairoImage {
        let layout = painter.layout
        guard let image = CairoImage(width: layout.width, height: layout.height, opaque: true) else {
            throw .notWritten(localized("There is not enough memory for a picture of {width} × {height} pixels.",
                                        ["width": String(layout.width), "height": String(layout.height)]))
        }
        var failure: ExportFailure?
        image.draw { cairo in
            do throws(ExportFailure) { try painter.drawWholeBackground(into: cairo) } catch { failure = error }
        }
        if let failure { throw failure }
        guard let pixels = cairo_image_surface_get_data(image.surface) else { throw .notWritten(localized("The picture could not be encoded.")) }
        do {
            let jpeg = try JPEGCodec.encodeBGRX(pixels, width: layout.width, height: layout.height,
                                                bytesPerRow: Int(cairo_image_surface_get_stride(image.surface)), quality: 95)
            JPEGMimeData.attach(jpeg, to: image.surface)
        } catch {
            throw .notWritten(error.message)
        }
        return image
    }

    /// Where cairo's stream surfaces write to.
    private final class Output {
        var data = Data()

        static let append: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
    }
}
