import EmojiArtGtk
import ArtModel
import CGtk
import Foundation

/// `emojiart --benchmark-decode photo.jpg`, for `make bench`: decodes the
/// same JPEG bytes as the canvas does (its full size, into the level files
/// tiles read it from, and the preview it shows first) and with
/// gdk-pixbuf, five times each, taking turns, and prints the median
/// milliseconds as JSON. What each run makes is kept until all are done,
/// so that handing it back to the system is not timed. A photo with a
/// colour profile also gets the cost of converting its colours as the
/// canvas does, a tile at a time, for one 1920 × 1080 screenful, and what
/// converting the whole photo would cost.
enum DecodeBenchmark {
    static let option = "--benchmark-decode"

    static func run(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("emojiart: cannot read \(path)\n".utf8))
            return 1
        }
        guard let info = try? ImageInspector.inspect(data) else { return 1 }
        var runs: [(String, () -> Any?)] = [
            ("turbojpeg_full_ms", { fullSize(data, info: info) }),
            ("turbojpeg_preview_ms", { try? Texture.decode(data, maximumSide: BackgroundResolution.previewSide) }),
            ("gdk_pixbuf_full_ms", { decodeWithPixbuf(data) }),
        ]
        if let colour = ImageCorrection(jpeg: JPEGMarkers.read(data)).colour,
           let level = BackgroundLevels(data: data, info: info).level(forPixelsPerPoint: 1)?.image {
            let screenful = (1920 * 1080 + TileGrid.tileSide * TileGrid.tileSide - 1) / (TileGrid.tileSide * TileGrid.tileSide)
            let tiles = (0..<screenful).compactMap { _ in CairoImage(width: TileGrid.tileSide, height: TileGrid.tileSide, opaque: true) }
            runs.append(("colour_screenful_ms", { tiles.forEach { $0.convertColours(with: colour) }; return nil }))
            runs.append(("colour_whole_photo_ms", { level.convertColours(with: colour); return nil }))
        }
        var times: [String: [Double]] = [:]
        var made: [Any] = []
        for _ in 0..<5 {
            for (name, work) in runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = work()
                times[name, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                result.map { made.append($0) }
            }
        }
        made.removeAll()
        let figures = times.mapValues { $0.sorted()[$0.count / 2] }
        guard let json = try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys]) else { return 1 }
        FileHandle.standardOutput.write(json + Data("\n".utf8))
        return 0
    }

    /// The full size as the canvas decodes it: into its level files when
    /// they hold it (a photo of more than 8 megapixels), else into a surface.
    private static func fullSize(_ data: Data, info: ImageInfo) -> Any? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-bench-levels")
        if let files = BackgroundLevelFiles(jpeg: data, width: info.width, height: info.height, directory: directory) {
            files.fill()
            return files
        }
        return BackgroundLevels(data: data, info: info).level(forPixelsPerPoint: 1)?.image
    }

    /// The loader, which holds the picture it made.
    private static func decodeWithPixbuf(_ data: Data) -> Any? {
        guard let made = gdk_pixbuf_loader_new() else { return nil }
        let loader = ObjectReference(taking: made)
        data.withUnsafeBytes { bytes in
            _ = gdk_pixbuf_loader_write(loader.cast(), bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), nil)
        }
        gdk_pixbuf_loader_close(loader.cast(), nil)
        return loader
    }
}
