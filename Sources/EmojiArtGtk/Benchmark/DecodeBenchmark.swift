import ArtModel
import CGtk
import Foundation

/// `emojiart --benchmark-decode photo.jpg`, for `make bench`: decodes the
/// same JPEG bytes with the app's codec (in full, and at the reduced scale
/// the canvas shows first) and with gdk-pixbuf, three times each, and
/// prints the median milliseconds as JSON.
enum DecodeBenchmark {
    static let option = "--benchmark-decode"

    static func run(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("emojiart: cannot read \(path)\n".utf8))
            return 1
        }
        let figures: [String: Double] = [
            "turbojpeg_full_ms": median { _ = try? JPEGCodec.decode(data) },
            "turbojpeg_preview_ms": median { _ = try? JPEGCodec.decode(data, maximumSide: BackgroundResolution.previewSide) },
            "gdk_pixbuf_full_ms": median { decodeWithPixbuf(data) },
        ]
        guard let json = try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys]) else { return 1 }
        FileHandle.standardOutput.write(json + Data("\n".utf8))
        return 0
    }

    private static func decodeWithPixbuf(_ data: Data) {
        guard let loader = gdk_pixbuf_loader_new() else { return }
        defer { g_object_unref(loader.raw) }
        data.withUnsafeBytes { bytes in
            _ = gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), nil)
        }
        gdk_pixbuf_loader_close(loader, nil)
    }

    private static func median(_ work: () -> Void) -> Double {
        let times = (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        return times.sorted()[1]
    }
}
