import ArtModel
import CGtk
import Foundation

/// The background's pixels as tiles need them, decoded at the levels
/// BackgroundLevelShelf chooses and keeps. Used on the tile worker's
/// thread only.
final class BackgroundLevels: @unchecked Sendable {
    /// The image's full size: its size in document points.
    let size: Size
    private let data: Data
    private var shelf: BackgroundLevelShelf<CairoImage>

    init(data: Data, size: Size) {
        self.data = data
        self.size = size
        shelf = BackgroundLevelShelf(longerSide: Int(max(size.width, size.height)))
    }

    /// The image with at least `pixelsPerPoint` pixels per document point
    /// (or the full image), and its pixels per point.
    func image(forPixelsPerPoint pixelsPerPoint: Double) -> (image: CairoImage, pixelsPerPoint: Double)? {
        let image = shelf.image(forPixelsPerPoint: pixelsPerPoint, bytes: bytes(ofLevelReaching:)) {
            decode(maximumSide: $0).map { ($0, $0.cost) }
        }
        return image.map { ($0, Double($0.width) / size.width) }
    }

    private func bytes(ofLevelReaching maximumSide: Int) -> Int {
        let full = (width: Int(size.width), height: Int(size.height))
        let scaled = isJPEG ? JPEGCodec.scaledSize(width: full.width, height: full.height, reaching: maximumSide) : full
        return scaled.width * scaled.height * 4
    }

    private lazy var isJPEG = (try? ImageInspector.inspect(data))?.format == .jpeg

    /// A JPEG straight into the surface; other formats through GTK.
    private func decode(maximumSide: Int) -> CairoImage? {
        guard isJPEG else {
            return (try? Texture.decode(data)).flatMap { CairoImage($0) }
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
