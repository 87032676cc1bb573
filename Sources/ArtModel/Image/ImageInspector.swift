import Foundation

/// What an image's header says, read without decoding any pixels.
public struct ImageInfo: Equatable, Sendable {
    public let format: ImageFormat
    /// The size of the pixels as the file stores them.
    public let width: Int
    public let height: Int
    /// How the stored pixels are turned from the picture a person sees.
    public var orientation: ImageOrientation = .up

    public init(format: ImageFormat, width: Int, height: Int, orientation: ImageOrientation = .up) {
        (self.format, self.width, self.height, self.orientation) = (format, width, height, orientation)
    }

    /// The picture's size as a person sees it: its size in document points.
    public var size: Size {
        let upright = orientation.uprightSize(width: width, height: height)
        return Size(width: Double(upright.width), height: Double(upright.height))
    }
}

/// Reads the format and dimensions of image bytes and refuses images that are
/// empty or over the pixel limit, before anything is allocated for pixels.
public enum ImageInspector {
    public static func inspect(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> ImageInfo {
        guard let format = ImageFormat.sniff(data) else { throw .unrecognizedFormat }
        let bytes = [UInt8](data.prefix(64))
        let dimensions: (width: Int, height: Int)
        var orientation = ImageOrientation.up
        switch format {
        case .jpeg:
            dimensions = try JPEGCodec.dimensions(of: data)
            orientation = JPEGMarkers.read(data).orientation
        case .png:
            // IHDR is the first chunk: width and height are big-endian at 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
                throw .corrupt(detail: localized("the PNG header is missing"))
            }
            dimensions = (Int(bigEndian32(bytes, 16)), Int(bigEndian32(bytes, 20)))
        case .gif:
            guard bytes.count >= 10 else { throw .corrupt(detail: localized("the GIF header is cut short")) }
            dimensions = (Int(littleEndian16(bytes, 6)), Int(littleEndian16(bytes, 8)))
        case .bmp:
            dimensions = try bmpDimensions(bytes, fileSize: data.count)
        case .webp:
            dimensions = try webPDimensions(bytes)
        case .tiff:
            // The first directory may lie anywhere in the file.
            guard let directory = TIFFDirectory([UInt8](data.prefix(maximumTIFFHeaderBytes))),
                  let width = directory[.imageWidth], let height = directory[.imageLength] else {
                throw .corrupt(detail: localized("the TIFF header is cut short"))
            }
            dimensions = (width, height)
            orientation = directory[.orientation].flatMap(ImageOrientation.init(rawValue:)) ?? .up
        case .heif, .avif:
            dimensions = try HEIFCodec.dimensions(of: data)  // as turned by the file's own rotation
        case .svg:
            dimensions = try SVGRenderer.size(of: data)
        }
        try ImageLimits.check(width: dimensions.width, height: dimensions.height, maximumPixels: maximumPixels)
        return ImageInfo(format: format, width: dimensions.width, height: dimensions.height, orientation: orientation)
    }

    /// Where a TIFF's first directory is looked for.
    private static let maximumTIFFHeaderBytes = 1 << 20

    /// The BMP's size from its DIB header, which must be one of the kinds
    /// there are (gdk-pixbuf's loader allocates whatever length the header
    /// claims for itself: 4 GB for a 79-byte file the image fuzzer made).
    private static func bmpDimensions(_ bytes: [UInt8], fileSize: Int) throws(ImageError) -> (width: Int, height: Int) {
        guard bytes.count >= 26 else { throw .corrupt(detail: localized("the BMP header is cut short")) }
        let headerSize = Int(littleEndian32(bytes, 14)), pixelsAt = Int(littleEndian32(bytes, 10))
        guard [12, 16, 40, 52, 56, 64, 108, 124].contains(headerSize), pixelsAt >= 14 + headerSize, pixelsAt <= fileSize else {
            throw .corrupt(detail: localized("the BMP header is not one this app understands"))
        }
        if headerSize == 12 {  // OS/2's: 16-bit sizes
            return (Int(littleEndian16(bytes, 18)), Int(littleEndian16(bytes, 20)))
        }
        let height = Int32(bitPattern: littleEndian32(bytes, 22))  // negative for top-down rows
        return (Int(Int32(bitPattern: littleEndian32(bytes, 18))), Int(height.magnitude))
    }

    private static func webPDimensions(_ bytes: [UInt8]) throws(ImageError) -> (width: Int, height: Int) {
        guard bytes.count >= 30 else { throw .corrupt(detail: localized("the WebP header is cut short")) }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { break }
            return (Int(littleEndian16(bytes, 26) & 0x3FFF), Int(littleEndian16(bytes, 28) & 0x3FFF))
        case "VP8L":
            guard bytes[20] == 0x2F else { break }
            let bits = littleEndian32(bytes, 21)
            return (Int(bits & 0x3FFF) + 1, Int((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian24(bytes, 24) + 1, littleEndian24(bytes, 27) + 1)
        default:
            break
        }
        throw .corrupt(detail: localized("the WebP header is not one this app understands"))
    }

    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func littleEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }

    private static func littleEndian24(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16
    }

    private static func littleEndian16(_ b: [UInt8], _ i: Int) -> UInt16 {
        UInt16(b[i]) | UInt16(b[i + 1]) << 8
    }
}
