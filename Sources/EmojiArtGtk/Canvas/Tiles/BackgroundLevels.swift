import ArtModel
import CGtk
import Foundation

/// The background's pixels as tiles need them: a JPEG is decoded at the
/// smallest of TurboJPEG's scales 1/8, 1/4, 1/2 or 1 that still has enough
/// pixels, so tiles of a zoomed-out 24-megapixel photo never wait for, or
/// hold, the full image (and two levels never take more than 120 MB). Other formats are decoded at full size. Used on
/// the tile worker's thread only; keeps the two levels used last.
final class BackgroundLevels: @unchecked Sendable {
    /// The image's full size: its size in document points.
    let size: Size
    private let data: Data
    private var levels: [(eighths: Int, image: CairoImage)] = []
    private static let kept = 2

    init(data: Data, size: Size) {
        self.data = data
        self.size = size
    }

    /// The image with at least `pixelsPerPoint` pixels per document point
    /// (or the full image), and its pixels per point.
    func image(forPixelsPerPoint pixelsPerPoint: Double) -> (image: CairoImage, pixelsPerPoint: Double)? {
        var eighths = 1
        while eighths < 8, Double(eighths) / 8 < pixelsPerPoint - 1e-9 { eighths *= 2 }
        if let index = levels.firstIndex(where: { $0.eighths == eighths }) {
            let level = levels.remove(at: index)
            levels.append(level)
            return (level.image, Double(level.image.width) / size.width)
        }
        let longer = Int(max(size.width, size.height))
        guard let image = decode(maximumSide: (longer * eighths + 7) / 8) else { return nil }
        levels.append((eighths, image))
        if levels.count > Self.kept { levels.removeFirst() }
        return (image, Double(image.width) / size.width)
    }

    /// A JPEG straight into the surface; other formats through GTK.
    private func decode(maximumSide: Int) -> CairoImage? {
        guard (try? ImageInspector.inspect(data))?.format == .jpeg else {
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
