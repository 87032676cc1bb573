import CGtk.TurboJPEG
import Foundation

/// JPEG through TurboJPEG. Every entry point reads the header first and
/// refuses images over the pixel limit before allocating their pixels.
public enum JPEGCodec {
    /// Caps progressive scans, which otherwise let a small file cost minutes.
    private static let decodeFlags = TJFLAG_LIMITSCANS | TJFLAG_ACCURATEDCT

    public static func dimensions(of data: Data) throws(ImageError) -> (width: Int, height: Int) {
        let handle = try Handle(decompressing: true)
        return try handle.header(of: data)
    }

    public static func decode(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> RGBAImage {
        let handle = try Handle(decompressing: true)
        let (width, height) = try handle.header(of: data)
        try ImageLimits.check(width: width, height: height, maximumPixels: maximumPixels)
        var pixels = [UInt8](repeating: 0, count: width * height * RGBAImage.bytesPerPixel)
        let status = data.withUnsafeBytes { jpeg in
            pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count),
                              output.baseAddress, Int32(width), Int32(width * RGBAImage.bytesPerPixel),
                              Int32(height), Int32(TJPF_RGBA.rawValue), Int32(decodeFlags))
            }
        }
        // A warning (a slightly damaged but readable file) still yields pixels,
        // as it does in every image viewer; only fatal errors are refused.
        if status != 0, tjGetErrorCode(handle.raw) != Int32(TJERR_WARNING.rawValue) {
            throw .corrupt(detail: handle.lastError)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Encodes with 4:4:4 chroma (no colour smearing) at `quality` 1…100.
    public static func encode(_ image: RGBAImage, quality: Int) throws(ImageError) -> Data {
        try ImageLimits.check(width: image.width, height: image.height)
        let handle = try Handle(decompressing: false)
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { input in
            tjCompress2(handle.raw, input.baseAddress, Int32(image.width), Int32(image.bytesPerRow),
                        Int32(image.height), Int32(TJPF_RGBA.rawValue), &buffer, &size,
                        Int32(TJSAMP_444.rawValue), Int32(min(max(quality, 1), 100)), Int32(TJFLAG_ACCURATEDCT))
        }
        defer { tjFree(buffer) }
        guard status == 0, let buffer else { throw .encodingFailed(detail: handle.lastError) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// Owns one TurboJPEG instance; each call makes its own, so the codec is
    /// safe to use from any thread.
    private final class Handle {
        let raw: tjhandle

        init(decompressing: Bool) throws(ImageError) {
            guard let raw = decompressing ? tjInitDecompress() : tjInitCompress() else {
                throw .corrupt(detail: "the JPEG library could not start")
            }
            self.raw = raw
        }

        deinit { tjDestroy(raw) }

        var lastError: String {
            String(cString: tjGetErrorStr2(raw)).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func header(of data: Data) throws(ImageError) -> (width: Int, height: Int) {
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let status = data.withUnsafeBytes { jpeg in
                tjDecompressHeader3(raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count),
                                    &width, &height, &subsampling, &colorspace)
            }
            guard status == 0 else { throw .corrupt(detail: lastError) }
            return (Int(width), Int(height))
        }
    }
}
