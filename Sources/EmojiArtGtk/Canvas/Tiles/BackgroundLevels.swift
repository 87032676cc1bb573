import ArtModel
import CGtk
import Foundation

/// The background's pixels as tiles need them, decoded at the levels
/// BackgroundLevelShelf chooses and keeps, as the file stores them: the
/// tile painter turns them upright and converts their colours
/// (`ImageCorrection`). Used on the tile worker's thread only.
// Unchecked: made on the main thread, then used on the tile worker's thread only.
package final class BackgroundLevels: @unchecked Sendable {
    /// A level, with what makes it what a person sees.
    package struct Level {
        package let image: CairoImage
        /// Its pixels per point of the stored image.
        let pixelsPerPoint: Double
        let correction: ImageCorrection
    }

    /// The picture's size as a person sees it: its size in document points.
    let size: Size
    /// The stored pixels' size.
    let storedSize: Size
    private let data: Data
    private let isJPEG: Bool
    private var shelf: BackgroundLevelShelf<CairoImage>
    /// A JPEG's comes from its markers; other formats' from their decode.
    private var correction: ImageCorrection?
    /// Pixels decoded already (the import's check), put on the shelf when
    /// the worker first asks for a level.
    private var decoded: DecodedImage?

    package init(data: Data, info: ImageInfo, decoded: DecodedImage? = nil) {
        self.data = data
        size = info.size
        storedSize = Size(width: Double(info.width), height: Double(info.height))
        isJPEG = info.format == .jpeg
        shelf = BackgroundLevelShelf(longerSide: max(info.width, info.height))
        self.decoded = decoded
    }

    /// The level with at least `pixelsPerPoint` pixels per document point
    /// (or the full image).
    package func level(forPixelsPerPoint pixelsPerPoint: Double) -> Level? {
        if let decoded, let image = CairoImage(decoded.pixels) {
            shelf.seed(image, width: image.width, fullWidth: Int(storedSize.width), bytes: image.cost)
        }
        decoded = nil
        let image = shelf.image(forPixelsPerPoint: pixelsPerPoint, bytes: bytes(ofLevelReaching:)) {
            decode(maximumSide: $0).map { ($0, $0.cost) }
        }
        if isJPEG, correction == nil { correction = ImageCorrection(jpeg: JPEGMarkers.read(data)) }
        guard let image, let correction else { return nil }
        return Level(image: image, pixelsPerPoint: Double(image.width) / storedSize.width, correction: correction)
    }

    private func bytes(ofLevelReaching maximumSide: Int) -> Int {
        let full = (width: Int(storedSize.width), height: Int(storedSize.height))
        let scaled = isJPEG ? JPEGCodec.scaledSize(width: full.width, height: full.height, reaching: maximumSide) : full
        return scaled.width * scaled.height * 4
    }

    /// A JPEG straight into the surface; other formats through the model's decoders.
    private func decode(maximumSide: Int) -> CairoImage? {
        guard isJPEG else {
            guard let decoded = try? ImageDecoder.decode(data) else { return nil }
            correction = decoded.correction
            return CairoImage(decoded.pixels)
        }
        var decoded: CairoImage?
        do {
            try JPEGCodec.decodeBGRX(data, maximumSide: maximumSide) { width, height, write in
                guard let image = CairoImage(width: width, height: height, opaque: true),
                      let pixels = cairo_image_surface_get_data(image.surface) else { return -1 }
                decoded = image
                cairo_surface_flush(image.surface)
                defer { cairo_surface_mark_dirty(image.surface) }
                return write(pixels, Int(cairo_image_surface_get_stride(image.surface)))
            }
        } catch {
            return nil
        }
        return decoded
    }
}
