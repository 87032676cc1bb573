import ArtModel
import CGtk
import Foundation

/// The background's pixels as tiles need them, decoded at the levels
/// BackgroundLevelShelf chooses and keeps, as the file stores them: the
/// tile painter turns them upright and converts their colours
/// (`ImageCorrection`). A JPEG's levels too large to hold are read from
/// files a region at a time (BackgroundLevelFiles), written by a pass that
/// starts once the first level is made. Used on the tile worker's thread only.
// Unchecked: made on the main thread, then used on the tile worker's thread only.
package final class BackgroundLevels: @unchecked Sendable {
    /// A level, with what makes it what a person sees.
    package struct Level {
        package let image: CairoImage
        /// Where `image` lies in the level: its top left pixel (a region's).
        let origin: (x: Int, y: Int)
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
    /// A JPEG's level files, made on the worker's thread when first asked
    /// for (their folder and files are I/O the main thread need not do).
    private var files: BackgroundLevelFiles?
    private var madeFiles = false
    private var filling = false
    /// Whether the pass starts after the first level, ahead of need (the
    /// canvas's), or only when a level kept in a file is asked for (an export's).
    private let fillsAhead: Bool
    /// Why the last decode failed, for an export to say.
    private(set) var failure: ImageError?

    package init(data: Data, info: ImageInfo, decoded: DecodedImage? = nil, fillsAhead: Bool = true) {
        self.data = data
        self.fillsAhead = fillsAhead
        size = info.size
        storedSize = Size(width: Double(info.width), height: Double(info.height))
        isJPEG = info.format == .jpeg
        shelf = BackgroundLevelShelf(longerSide: max(info.width, info.height))
        self.decoded = decoded
    }

    deinit { files?.cancel() }

    /// Where level files are made: the user's cache, not /tmp, which may be memory (tmpfs).
    private static var filesDirectory: URL {
        XDGDirectory.cache.url(environment: ProcessInfo.processInfo.environment).appendingPathComponent("emojiart/levels")
    }

    /// The level with at least `pixelsPerPoint` pixels per document point
    /// (or the full image), or a region of it holding `picture` (in points
    /// of the picture as a person sees it; all of it unless told) when the
    /// level is kept in a file.
    package func level(forPixelsPerPoint pixelsPerPoint: Double, showing picture: Rect? = nil) -> Level? {
        let picture = picture ?? Rect(origin: .zero, size: size)
        if isJPEG, correction == nil { correction = ImageCorrection(jpeg: JPEGMarkers.read(data)) }
        let eighths = BackgroundLevelShelf<CairoImage>.eighths(forPixelsPerPoint: pixelsPerPoint)
        let files = levelFiles()
        if let files, let correction, let size = files.size(ofEighths: eighths), files.isAvailable {
            startFilling(files)  // before a read waits for it
            let region = region(of: files, eighths: eighths, size: size, showing: picture, correction: correction)
            // Whole after all only if the pass failed (a progressive JPEG).
            if region != nil || files.isAvailable { return region }
        }
        let whole = wholeLevel(forPixelsPerPoint: pixelsPerPoint)
        // After the first level, so that the pass does not delay the first picture.
        if fillsAhead { files.map(startFilling) }
        return whole
    }

    private func levelFiles() -> BackgroundLevelFiles? {
        guard !madeFiles else { return files }
        madeFiles = true
        files = isJPEG ? BackgroundLevelFiles(jpeg: data, width: Int(storedSize.width), height: Int(storedSize.height),
                                              directory: Self.filesDirectory) : nil
        return files
    }

    private func wholeLevel(forPixelsPerPoint pixelsPerPoint: Double) -> Level? {
        if let decoded, let image = CairoImage(decoded.pixels) {
            shelf.seed(image, width: image.width, fullWidth: Int(storedSize.width), bytes: image.cost)
        }
        decoded = nil
        let image = shelf.image(forPixelsPerPoint: pixelsPerPoint, bytes: bytes(ofLevelReaching:)) {
            decode(maximumSide: $0).map { ($0, $0.cost) }
        }
        guard let image, let correction else { return nil }
        return Level(image: image, origin: (0, 0), pixelsPerPoint: Double(image.width) / storedSize.width, correction: correction)
    }

    /// Where document points `area` lie in the picture (the document's origin is the picture's centre).
    func pictureRect(of area: Rect) -> Rect {
        Rect(x: area.minX + size.width / 2, y: area.minY + size.height / 2, width: area.size.width, height: area.size.height)
    }

    /// The part of a level kept in a file that `picture` needs, with a
    /// pixel more round it for the blend of four.
    private func region(of files: BackgroundLevelFiles, eighths: Int, size: (width: Int, height: Int), showing picture: Rect,
                        correction: ImageCorrection) -> Level? {
        let pixelsPerPoint = Double(size.width) / storedSize.width
        let stored = correction.orientation.transform(width: storedSize.width, height: storedSize.height).inverted.apply(picture)
        let inLevel = Rect(x: stored.minX * pixelsPerPoint, y: stored.minY * pixelsPerPoint,
                           width: stored.size.width * pixelsPerPoint, height: stored.size.height * pixelsPerPoint)
        guard let region = PixelRegion(covering: inLevel, margin: 2, within: size.width, height: size.height),
              let image = CairoImage(width: region.width, height: region.height, opaque: true),
              let pixels = cairo_image_surface_get_data(image.surface) else { return nil }
        cairo_surface_flush(image.surface)
        let read = files.read(eighths: eighths, region, into: pixels, stride: Int(cairo_image_surface_get_stride(image.surface)))
        cairo_surface_mark_dirty(image.surface)
        guard read else { return nil }
        return Level(image: image, origin: (region.x, region.y), pixelsPerPoint: pixelsPerPoint, correction: correction)
    }

    /// Starts the pass that writes the level files, once.
    private func startFilling(_ files: BackgroundLevelFiles) {
        guard !filling else { return }
        filling = true
        DispatchQueue.global(qos: .utility).async { files.fill() }
    }

    private func bytes(ofLevelReaching maximumSide: Int) -> Int {
        let full = (width: Int(storedSize.width), height: Int(storedSize.height))
        let scaled = isJPEG ? JPEGCodec.scaledSize(width: full.width, height: full.height, reaching: maximumSide) : full
        return scaled.width * scaled.height * 4
    }

    /// A JPEG straight into the surface; other formats through the model's decoders.
    private func decode(maximumSide: Int) -> CairoImage? {
        guard isJPEG else {
            do {
                let decoded = try ImageDecoder.decode(data)
                correction = decoded.correction
                return CairoImage(decoded.pixels)
            } catch {
                failure = error
                return nil
            }
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
            failure = error
            return nil
        }
        return decoded
    }
}
