import Foundation

/// How image bytes from outside become a document's `imageData`: JPEG is
/// kept byte for byte, its EXIF orientation and colour profile with it
/// (this app applies them as it draws, and so does the original app's
/// UIImage); other formats are decoded, turned upright, converted to sRGB
/// and stored as JPEG, flattened onto white where transparent, as the
/// original stored `jpegData(compressionQuality: 1.0)`, so that either app
/// can open the document.
public enum ImageImport {
    /// Visually lossless at about half the size of quality 100.
    public static let jpegQuality = 95
    /// Larger files are refused before being read.
    public static let maximumFileBytes = 256 * 1024 * 1024

    /// Whether `data` needs converting; throws when it is not a usable image.
    public static func needsConversion(_ data: Data) throws(ImageError) -> Bool {
        try CheckedPicture(checking: data).info.format != .jpeg
    }

    /// What the document stores for image bytes from outside, checked
    /// (`checked`, when that was done already, so a JPEG is not decoded again).
    public static func imageData(from data: Data, checked: CheckedPicture? = nil) throws(ImageError) -> Data {
        let format = if let checked { checked.info.format } else { try CheckedPicture(checking: data).info.format }
        guard format != .jpeg else { return data }
        return try JPEGCodec.encode(ImageDecoder.decode(data).upright(), quality: jpegQuality)
    }
}

extension RGBAImage {
    /// Premultiplied BGRA pixels (GDK's and cairo's in-memory format)
    /// composited over white, which is exactly `colour + (255 − alpha)`.
    public init(flatteningPremultipliedBGRA source: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        var pixels = [UInt8](repeating: 255, count: width * height * Self.bytesPerPixel)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                for x in 0..<width {
                    let input = y * stride + x * 4
                    let white = 255 - Int(source[input + 3])
                    let out = (y * width + x) * 4
                    output[out] = UInt8(min(Int(source[input + 2]) + white, 255))
                    output[out + 1] = UInt8(min(Int(source[input + 1]) + white, 255))
                    output[out + 2] = UInt8(min(Int(source[input]) + white, 255))
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
