import CTurboJPEG
import CJPEGRows
import Foundation
import Synchronization

/// JPEG through TurboJPEG. Every entry point reads the header first and
/// refuses images over the pixel limit before allocating their pixels.
public enum JPEGCodec {
    /// Caps progressive scans, which otherwise let a small file cost minutes.
    private static let decodeFlags = TJFLAG_LIMITSCANS | TJFLAG_ACCURATEDCT

    /// Pictures decoded so far, whole or reduced, in this process: what
    /// `make bench` counts to see that a picture arriving is decoded once.
    public static var decodes: Int { decodeCount.load(ordering: .relaxed) }
    private static let decodeCount = Atomic<Int>(0)

    public static func dimensions(of data: Data) throws(ImageError) -> (width: Int, height: Int) {
        let header = try Handle(decompressing: true).header(of: data)
        return (header.width, header.height)
    }

    /// Decodes the whole image, or with `maximumSide` a reduced one: the
    /// smallest of TurboJPEG's scalings (1/8 … 1) whose longer side still
    /// reaches `maximumSide`, which costs a fraction of a full decode.
    public static func decode(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels,
                              maximumSide: Int? = nil) throws(ImageError) -> RGBAImage {
        var pixels: [UInt8] = []
        var size = (width: 0, height: 0)
        try decode(data, maximumPixels: maximumPixels, maximumSide: maximumSide, format: TJPF_RGBA) { width, height, write in
            size = (width, height)
            pixels = [UInt8](repeating: 0, count: width * height * RGBAImage.bytesPerPixel)
            return pixels.withUnsafeMutableBytes { write($0.baseAddress, width * RGBAImage.bytesPerPixel) }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Decodes straight into memory the caller owns, as blue, green, red and
    /// an unused byte per pixel: the layout of cairo's RGB24 surfaces, so a
    /// large image is never held twice. `destination` gets the decoded size
    /// and a function to call with the first row and the bytes per row.
    /// A large image at full size is decoded in two parts at once.
    public static func decodeBGRX(_ data: Data, maximumSide: Int? = nil,
                                  into destination: (Int, Int, (UnsafeMutableRawPointer?, Int) -> Int32) -> Int32)
        throws(ImageError) {
        let full = try dimensions(of: data)
        let scaled = maximumSide.map { scaledSize(width: full.width, height: full.height, reaching: $0) } ?? full
        if scaled == full, full.width * full.height >= parallelMinimumPixels,
           try decodeInParts(data, width: full.width, height: full.height, into: destination) {
            decodeCount.add(1, ordering: .relaxed)
            return
        }
        try decode(data, maximumPixels: ImageLimits.maximumPixels, maximumSide: maximumSide, format: TJPF_BGRX,
                   into: destination)
    }

    /// Below this, one core is quick enough.
    private static let parallelMinimumPixels = 4_000_000

    /// Decodes the top part on one core and the rest on another, which
    /// first skips the top part (entropy decoding only, about a quarter of
    /// the work): the top part is made larger, so both finish together.
    /// Returns false, having written nothing, for JPEGs that cannot be
    /// decoded in parts (progressive ones), which TurboJPEG decodes whole.
    private static func decodeInParts(_ data: Data, width: Int, height: Int,
                                      into destination: (Int, Int, (UnsafeMutableRawPointer?, Int) -> Int32) -> Int32)
        throws(ImageError) -> Bool {
        try ImageLimits.check(width: width, height: height)
        let cut = height * 58 / 100 / 16 * 16
        let parts = [(0, cut), (cut, height)]
        var outcomes = [Int32](repeating: 0, count: parts.count)
        let messageLength = Int(JPEG_ROWS_MESSAGE_LENGTH)
        var messages = [CChar](repeating: 0, count: parts.count * messageLength)
        let status = data.withUnsafeBytes { jpeg in
            destination(width, height) { output, stride in
                guard let output, let start = jpeg.bindMemory(to: UInt8.self).baseAddress else { return -1 }
                outcomes.withUnsafeMutableBufferPointer { results in
                    messages.withUnsafeMutableBufferPointer { texts in
                        // Each part writes only its own rows, result and message.
                        nonisolated(unsafe) let (pixels, results, texts, start) = (output, results, texts, start)
                        let count = jpeg.count
                        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                            let (first, end) = parts[index]
                            results[index] = jpeg_rows_decode(start, count, Int32(first), Int32(end),
                                                              pixels.advanced(by: first * stride).assumingMemoryBound(to: UInt8.self),
                                                              stride, texts.baseAddress?.advanced(by: index * messageLength))
                        }
                    }
                }
                return 0
            }
        }
        guard status == 0 else { throw .corrupt(detail: localized("the image could not be decoded")) }
        if let failed = outcomes.firstIndex(of: Int32(JPEG_ROWS_FAILED)) {
            let text = messages[(failed * messageLength)...].prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw .corrupt(detail: String(decoding: text, as: UTF8.self))
        }
        return !outcomes.contains(Int32(JPEG_ROWS_NOT_SPLITTABLE))
    }

    private static func decode(_ data: Data, maximumPixels: Int, maximumSide: Int?, format: TJPF,
                               into destination: (Int, Int, (UnsafeMutableRawPointer?, Int) -> Int32) -> Int32)
        throws(ImageError) {
        decodeCount.add(1, ordering: .relaxed)
        let handle = try Handle(decompressing: true)
        let header = try handle.header(of: data)
        try ImageLimits.check(width: header.width, height: header.height, maximumPixels: maximumPixels)
        let (width, height) = maximumSide.map { scaledSize(width: header.width, height: header.height, reaching: $0) }
            ?? (header.width, header.height)
        if header.isCMYK {
            return try decodeCMYK(data, with: handle, width: width, height: height, format: format, into: destination)
        }
        let status = data.withUnsafeBytes { jpeg in
            destination(width, height) { output, stride in
                guard let output else { return -1 }
                return tjDecompress2(handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count),
                                     output.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(stride),
                                     Int32(height), Int32(format.rawValue), Int32(decodeFlags))
            }
        }
        try handle.check(status)
    }

    /// CMYK and YCCK JPEGs (print work, stock photos), which TurboJPEG gives
    /// only as CMYK: decoded so, then converted into `destination`'s layout
    /// (CMYKConversion), a row at a time.
    private static func decodeCMYK(_ data: Data, with handle: Handle, width: Int, height: Int, format: TJPF,
                                   into destination: (Int, Int, (UnsafeMutableRawPointer?, Int) -> Int32) -> Int32)
        throws(ImageError) {
        var cmyk = [UInt8](repeating: 0, count: width * height * 4)
        let status = data.withUnsafeBytes { jpeg in
            cmyk.withUnsafeMutableBufferPointer { output in
                tjDecompress2(handle.raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count), output.baseAddress,
                              Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_CMYK.rawValue), Int32(decodeFlags))
            }
        }
        try handle.check(status)
        let conversion = CMYKConversion(markers: JPEGMarkers.read(data))
        let order: SRGBConversion.ChannelOrder = format == TJPF_RGBA ? .rgba : .bgra
        let converted = destination(width, height) { output, stride in
            guard let output else { return -1 }
            cmyk.withUnsafeBufferPointer { input in
                for row in 0..<height {
                    guard let source = input.baseAddress?.advanced(by: row * width * 4) else { return }
                    conversion.convert(source, count: width, to: output.advanced(by: row * stride), order: order)
                }
            }
            return 0
        }
        guard converted == 0 else { throw .corrupt(detail: localized("the image could not be decoded")) }
    }

    /// The dimensions of the smallest downscaling whose longer side is at
    /// least `side` (or the full size, for images smaller than that).
    public static func scaledSize(width: Int, height: Int, reaching side: Int) -> (width: Int, height: Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return (width, height) }
        let longer = max(width, height)
        let candidates = UnsafeBufferPointer(start: factors, count: Int(count))
            .filter { $0.num <= $0.denom && $0.num > 0 }
            .map { factor in (scaled: { (dimension: Int) in (dimension * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom) }, ratio: Double(factor.num) / Double(factor.denom)) }
            .sorted { $0.ratio < $1.ratio }
        guard let chosen = candidates.first(where: { $0.scaled(longer) >= min(side, longer) }) else { return (width, height) }
        return (chosen.scaled(width), chosen.scaled(height))
    }

    /// Encodes with 4:4:4 chroma (no colour smearing) at `quality` 1…100.
    public static func encode(_ image: RGBAImage, quality: Int) throws(ImageError) -> Data {
        try image.pixels.withUnsafeBufferPointer { input throws(ImageError) in
            guard let pixels = input.baseAddress else { throw .encodingFailed(detail: localized("the picture is empty")) }
            return try encode(pixels, width: image.width, height: image.height, bytesPerRow: image.bytesPerRow,
                              format: TJPF_RGBA, quality: quality)
        }
    }

    /// Encodes 8-bit BGRA pixels (alpha ignored), as cairo keeps an opaque picture.
    public static func encodeBGRX(_ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
                                  quality: Int) throws(ImageError) -> Data {
        try encode(pixels.assumingMemoryBound(to: UInt8.self), width: width, height: height, bytesPerRow: bytesPerRow,
                   format: TJPF_BGRX, quality: quality)
    }

    private static func encode(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, format: TJPF,
                               quality: Int) throws(ImageError) -> Data {
        try ImageLimits.check(width: width, height: height, maximumPixels: .max)
        let handle = try Handle(decompressing: false)
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle.raw, pixels, Int32(width), Int32(bytesPerRow), Int32(height), Int32(format.rawValue),
                                 &buffer, &size, Int32(TJSAMP_444.rawValue), Int32(min(max(quality, 1), 100)),
                                 Int32(TJFLAG_ACCURATEDCT))
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
                throw .corrupt(detail: localized("the JPEG library could not start"))
            }
            self.raw = raw
        }

        deinit { tjDestroy(raw) }

        var lastError: String {
            String(cString: tjGetErrorStr2(raw)).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func header(of data: Data) throws(ImageError) -> (width: Int, height: Int, isCMYK: Bool) {
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let status = data.withUnsafeBytes { jpeg in
                tjDecompressHeader3(raw, jpeg.bindMemory(to: UInt8.self).baseAddress, UInt(jpeg.count),
                                    &width, &height, &subsampling, &colorspace)
            }
            guard status == 0 else { throw .corrupt(detail: lastError) }
            let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
            return (Int(width), Int(height), isCMYK)
        }

        /// A warning (a slightly damaged but readable file) still yields
        /// pixels, as it does in every image viewer; only fatal errors are refused.
        func check(_ status: Int32) throws(ImageError) {
            if status != 0, tjGetErrorCode(raw) != Int32(TJERR_WARNING.rawValue) {
                throw .corrupt(detail: lastError)
            }
        }
    }
}
