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
            for rows in painter.bands {
                let image = try painter.band(rows)
                let band = try image.pixels(firstRow: rows.lowerBound)
                try write(try png.append(band.pixels, stride: band.stride, rows: band.rows))
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
                        return try drawn.pixels(firstRow: firstRow)
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
    /// Its pixels as the encoders take them, row `firstRow` of the picture at the top.
    func pixels(firstRow: Int) throws(ExportFailure) -> JPEGBands.Band {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .notWritten(localized("The picture could not be encoded."))
        }
        return JPEGBands.Band(pixels: pixels, stride: Int(cairo_image_surface_get_stride(surface)), firstRow: firstRow, rows: height)
    }
}
