import Foundation

/// Thumbnails the desktop's way: the one in the freedesktop cache when it
/// still shows the file as it is (used as it is: GNOME's thumbnailers store
/// them upright), otherwise one made now (ImageDecoder; a JPEG through
/// TurboJPEG's reduced decode, which reads an eighth of a photo's pixels),
/// turned upright and in sRGB, and written into the cache with the keys
/// the specification asks for, so a file manager need not make it again.
/// Safe to use from any thread; meant for a worker, never the main one.
public struct Thumbnailer: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The PNG from the cache.
        case cached(Data)
        /// A PNG made now (and written to the cache, if it could be).
        case made(Data)
        /// The file could not be read as an image: the picker shows a placeholder.
        case unreadable
    }

    public let cache: ThumbnailCache
    public let size: ThumbnailCache.Size

    public init(cache: ThumbnailCache, size: ThumbnailCache.Size = .normal) {
        self.cache = cache
        self.size = size
    }

    public func thumbnail(of picture: PictureFile) -> Outcome {
        let location = cache.location(of: picture.url, size: size)
        if let png = try? Data(contentsOf: location), let keys = PNGText.keys(in: png),
           ThumbnailCache.isValid(keys, for: picture.url, modified: picture.modifiedSeconds) {
            return .cached(png)
        }
        guard let png = make(picture) else { return .unreadable }
        try? Self.store(png, at: location)
        return .made(png)
    }

    private func make(_ picture: PictureFile) -> Data? {
        guard let data = try? Data(contentsOf: picture.url, options: .mappedIfSafe),
              let image = try? ImageDecoder.decode(data, maximumSide: size.pixels).upright() else { return nil }
        let bgra = Self.fitted(image, within: size.pixels)
        return bgra.pixels.withUnsafeBytes { pixels in
            pixels.baseAddress.flatMap {
                try? PNGEncoder.encodeOpaqueBGRA($0, width: bgra.width, height: bgra.height, stride: bgra.bytesPerRow,
                                                 text: ThumbnailCache.keys(for: picture.url, modified: picture.modifiedSeconds))
            }
        }
    }

    /// `image` shrunk (never enlarged) to fit `side` pixels, each pixel the
    /// mean of those it covers, flattened onto white, as BGRA.
    static func fitted(_ image: RGBAImage, within side: Int) -> RGBAImage {
        let scale = min(1, Double(side) / Double(max(image.width, image.height, 1)))
        let width = max(1, Int((Double(image.width) * scale).rounded())), height = max(1, Int((Double(image.height) * scale).rounded()))
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let top = y * image.height / height, bottom = max(top + 1, (y + 1) * image.height / height)
            for x in 0..<width {
                let left = x * image.width / width, right = max(left + 1, (x + 1) * image.width / width)
                var sum = (r: 0, g: 0, b: 0), count = 0
                for sourceY in top..<bottom {
                    for sourceX in left..<right {
                        let pixel = image.pixel(x: sourceX, y: sourceY)
                        let alpha = Int(pixel.alpha), white = 255 * (255 - alpha)
                        sum.r += (Int(pixel.red) * alpha + white) / 255
                        sum.g += (Int(pixel.green) * alpha + white) / 255
                        sum.b += (Int(pixel.blue) * alpha + white) / 255
                        count += 1
                    }
                }
                let index = (y * width + x) * 4
                pixels[index] = UInt8(sum.b / count)
                pixels[index + 1] = UInt8(sum.g / count)
                pixels[index + 2] = UInt8(sum.r / count)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Written as the specification asks: to a temporary file, readable by
    /// the user alone, renamed into place, in folders only the user can open.
    private static func store(_ png: Data, at location: URL) throws {
        let folder = location.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(location.lastPathComponent).\(getpid()).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: png, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        guard rename(temporary.path, location.path) == 0 else {
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
