import ArtModel
import CGtk
import Foundation

/// Writes a picture as PNG or JPEG bytes a band at a time as PicturePainter
/// draws it, so a picture of any size is exported at full resolution in the
/// memory of a band and the encoder's.
enum BandedPictureWriter {
    /// The formats written this way; the rest want the whole picture.
    static func writes(_ format: ExportFormat) -> Bool { format == .png || format == .jpeg }

    /// Hands the picture's bytes, in order, to `write`.
    static func write(_ painter: PicturePainter, as options: ExportOptions, to write: (Data) throws -> Void) throws {
        let layout = painter.layout
        switch options.format {
        case .png:
            let png = try PNGRowWriter(width: layout.width, height: layout.height)
            for firstRow in stride(from: 0, to: layout.height, by: PicturePainter.bandRows) {
                let band = try painter.band(painter.rows(ofBandFrom: firstRow))
                try write(try band.withPixels { pixels, stride throws(ImageError) in try png.append(pixels, stride: stride, rows: band.height) })
            }
            try write(png.finish())
        case .jpeg:
            // The band handed over lives until the next is asked for.
            var band: CairoImage?
            var failure: ExportFailure?
            do {
                try JPEGBands.encode(width: layout.width, height: layout.height, quality: options.quality, band: { firstRow in
                    do throws(ExportFailure) {
                        let drawn = try painter.band(painter.rows(ofBandFrom: firstRow))
                        band = drawn
                        return drawn.band(firstRow: firstRow)
                    } catch {
                        failure = error
                        return nil
                    }
                }, write: write)
            } catch {
                throw failure ?? error
            }
            withExtendedLifetime(band) {}
        case .webp, .pdf, .svg:
            throw ExportFailure.notWritten(localized("{format} is not a picture of pixels.", ["format": options.format.name]))
        }
    }
}

private extension CairoImage {
    func withPixels<Value>(_ body: (UnsafeRawPointer, Int) throws(ImageError) -> Value) throws(ExportFailure) -> Value {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .notWritten(localized("The picture could not be encoded."))
        }
        do {
            return try body(pixels, Int(cairo_image_surface_get_stride(surface)))
        } catch {
            throw .notWritten(error.message)
        }
    }

    func band(firstRow: Int) -> JPEGBands.Band? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map {
            JPEGBands.Band(pixels: $0, stride: Int(cairo_image_surface_get_stride(surface)), firstRow: firstRow, rows: height)
        }
    }
}
