import ArtModel
import CGtk
import Foundation

/// The background's pixels as tiles need them: a JPEG is decoded at the
/// smallest of TurboJPEG's scales 1/8, 1/4, 1/2 or 1 that still has enough
/// pixels, so tiles of a zoomed-out 24-megapixel photo never wait for, or
/// hold, the full image. Other formats are decoded at full size. Used on
/// the tile worker's thread only; keeps the level in use and as many others
/// as CanvasMemoryBudget allows, so the full image is let go once the zoom
/// no longer needs it.
final class BackgroundLevels: @unchecked Sendable {
    /// The image's full size: its size in document points.
    let size: Size
    private let data: Data
    /// Most recently used last.
    private var levels: [(eighths: Int, image: CairoImage)] = []

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
        let maximumSide = (longer * eighths + 7) / 8
        // Room first, so the old levels and the new one are never all held at once.
        let bytes = [bytes(ofLevelReaching: maximumSide)] + levels.reversed().map { $0.image.cost }
        levels.removeFirst(levels.count - (CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: bytes) - 1))
        guard let image = decode(maximumSide: maximumSide) else { return nil }
        levels.append((eighths, image))
        return (image, Double(image.width) / size.width)
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
