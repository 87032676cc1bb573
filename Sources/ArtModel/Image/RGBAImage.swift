/// Decoded pixels: 8-bit red, green, blue, alpha, rows top to bottom with no
/// padding.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public static let bytesPerPixel = 4
    public var bytesPerRow: Int { width * Self.bytesPerPixel }

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * Self.bytesPerPixel, "pixel buffer does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * Self.bytesPerPixel)
        for offset in stride(from: 0, to: pixels.count, by: Self.bytesPerPixel) {
            pixels[offset] = rgba.0
            pixels[offset + 1] = rgba.1
            pixels[offset + 2] = rgba.2
            pixels[offset + 3] = rgba.3
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = y * bytesPerRow + x * Self.bytesPerPixel
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    /// gdk-pixbuf's pixels: red, green, blue (and alpha when `channels` is 4).
    init(pixbufPixels source: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, bytesPerRow: Int) {
        var pixels = [UInt8](repeating: 255, count: width * height * Self.bytesPerPixel)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = source + y * bytesPerRow
                for x in 0..<width {
                    for channel in 0..<channels { target[(y * width + x) * 4 + channel] = row[x * channels + channel] }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Cairo's ARGB32 pixels (premultiplied blue, green, red, alpha in memory).
    init(unpremultiplyingBGRA source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        var pixels = [UInt8](repeating: 0, count: width * height * Self.bytesPerPixel)
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                for x in 0..<width {
                    let input = bytes + y * bytesPerRow + x * 4, output = (y * width + x) * 4
                    let alpha = Int(input[3])
                    guard alpha > 0 else { continue }
                    target[output] = UInt8(min(255, (Int(input[2]) * 255 + alpha / 2) / alpha))
                    target[output + 1] = UInt8(min(255, (Int(input[1]) * 255 + alpha / 2) / alpha))
                    target[output + 2] = UInt8(min(255, (Int(input[0]) * 255 + alpha / 2) / alpha))
                    target[output + 3] = UInt8(alpha)
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Halved (each pixel the mean of four) until a further halving would
    /// make the longer side shorter than `side`: what a JPEG's scaled decode
    /// gives, for the formats that have none.
    public func reduced(toReach side: Int) -> RGBAImage {
        var image = self
        while max(image.width, image.height) / 2 >= side, image.width >= 2, image.height >= 2 {
            image = image.halved()
        }
        return image
    }

    private func halved() -> RGBAImage {
        let (width, height) = (self.width / 2, self.height / 2)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeBufferPointer { input in
            for y in 0..<height {
                let top = 2 * y * bytesPerRow, bottom = top + bytesPerRow
                for x in 0..<width {
                    for channel in 0..<4 {
                        let left = 8 * x + channel
                        let sum = Int(input[top + left]) + Int(input[top + left + 4]) + Int(input[bottom + left]) + Int(input[bottom + left + 4])
                        output[(y * width + x) * 4 + channel] = UInt8((sum + 2) / 4)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: output)
    }
}
