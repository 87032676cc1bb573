import Foundation
import Testing
@testable import ArtModel

@Suite struct JPEGCodecTests {
    /// A horizontal red ramp over a vertical green ramp with blue constant.
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The same JPEG with its frame header claiming other dimensions.
    static func forging(_ jpeg: Data, width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](jpeg)
        let sof = try #require((0..<bytes.count - 9).first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) })
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    /// Busy enough that a seam or a shifted row would show in the pixels.
    static func pattern(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(truncatingIfNeeded: x * 7 + y * 3)
                pixels[offset + 1] = UInt8(truncatingIfNeeded: x ^ y)
                pixels[offset + 2] = UInt8(truncatingIfNeeded: (x * y) >> 5)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Blue, green, red, unused, as the canvas's surfaces take them.
    static func decodeBGRX(_ jpeg: Data) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        var result = (width: 0, height: 0, pixels: [UInt8]())
        try JPEGCodec.decodeBGRX(jpeg) { width, height, write in
            result = (width, height, [UInt8](repeating: 0, count: width * height * 4))
            return result.pixels.withUnsafeMutableBytes { write($0.baseAddress, width * 4) }
        }
        return result
    }

    /// A large image is decoded on two cores, in two parts: its pixels are
    /// exactly those of one decode, where the parts meet too, and so are
    /// those of one cut short (what arrived, the rest grey).
    @Test func aLargeImageDecodedInPartsIsTheSameAsInOne() throws {
        let jpeg = try JPEGCodec.encode(Self.pattern(width: 2600, height: 1700), quality: 90)
        for bytes in [jpeg, jpeg.prefix(jpeg.count * 3 / 5)] {
            let whole = try JPEGCodec.decode(Data(bytes))
            let parts = try Self.decodeBGRX(Data(bytes))
            #expect(parts.width == whole.width && parts.height == whole.height)
            let mismatch = (0..<whole.width * whole.height).first { pixel in
                let (bgrx, rgba) = (pixel * 4, pixel * 4)
                return parts.pixels[bgrx] != whole.pixels[rgba + 2] || parts.pixels[bgrx + 1] != whole.pixels[rgba + 1]
                    || parts.pixels[bgrx + 2] != whole.pixels[rgba]
            }
            #expect(mismatch == nil, "first different pixel: \(mismatch.map { ($0 % whole.width, $0 / whole.width) } as Any)")
        }
    }

    @Test func encodesAndDecodesAnImageFaithfully() throws {
        let original = Self.gradient(width: 97, height: 61)
        let jpeg = try JPEGCodec.encode(original, quality: 95)
        #expect(ImageFormat.sniff(jpeg) == .jpeg)
        let decoded = try JPEGCodec.decode(jpeg)
        #expect(decoded.width == 97 && decoded.height == 61)
        let worst = zip(original.pixels, decoded.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 12)
        #expect(decoded.pixel(x: 96, y: 0).red > 240 && decoded.pixel(x: 0, y: 60).green > 240)
        #expect(decoded.pixel(x: 50, y: 30).alpha == 255)
    }

    @Test func lowerQualityMakesSmallerFiles() throws {
        let image = Self.gradient(width: 200, height: 200)
        #expect(try JPEGCodec.encode(image, quality: 30).count < JPEGCodec.encode(image, quality: 100).count)
    }

    @Test func readsDimensionsFromTheHeaderAlone() throws {
        let jpeg = try JPEGCodec.encode(Self.gradient(width: 31, height: 17), quality: 80)
        #expect(try JPEGCodec.dimensions(of: jpeg) == (width: 31, height: 17))
        #expect(try ImageInspector.inspect(jpeg) == ImageInfo(format: .jpeg, width: 31, height: 17))
    }

    @Test func refusesAForgedHugeHeaderBeforeAllocating() throws {
        let jpeg = try JPEGCodec.encode(Self.gradient(width: 16, height: 16), quality: 80)
        let forged = try Self.forging(jpeg, width: 65500, height: 65500)
        #expect(try JPEGCodec.dimensions(of: forged) == (width: 65500, height: 65500))
        let expected = ImageError.tooLarge(width: 65500, height: 65500)
        #expect(throws: expected) { try JPEGCodec.decode(forged) }
        #expect(throws: expected) { try ImageInspector.inspect(forged) }
        #expect(expected.message == "The image is 65500 × 65500 pixels: at full size it needs 17.2 GB of memory, more than this computer has to spare.")
    }

    @Test func honoursASmallerLimit() throws {
        let jpeg = try JPEGCodec.encode(Self.gradient(width: 40, height: 30), quality: 80)
        #expect(throws: ImageError.tooLarge(width: 40, height: 30)) {
            try JPEGCodec.decode(jpeg, maximumPixels: 1000)
        }
    }

    @Test func refusesBytesThatAreNotAJPEG() {
        #expect(throws: ImageError.self) { try JPEGCodec.decode(Data("not a jpeg".utf8)) }
        #expect(throws: ImageError.self) { try JPEGCodec.decode(Data()) }
        #expect(throws: ImageError.self) { try JPEGCodec.decode(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])) }
    }

    @Test func refusesToEncodeAnEmptyImage() {
        #expect(throws: ImageError.empty) { try JPEGCodec.encode(RGBAImage(width: 0, height: 0, pixels: []), quality: 90) }
    }
}

@Suite struct ImageInspectorTests {
    private func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func readsPNGDimensions() throws {
        #expect(try ImageInspector.inspect(png(width: 640, height: 480)) == ImageInfo(format: .png, width: 640, height: 480))
    }

    @Test func refusesAPNGBombByItsHeader() {
        #expect(throws: ImageError.tooLarge(width: 100_000, height: 100_000)) {
            try ImageInspector.inspect(png(width: 100_000, height: 100_000))
        }
    }

    @Test func refusesAZeroSizeImage() {
        #expect(throws: ImageError.empty) { try ImageInspector.inspect(png(width: 0, height: 10)) }
    }

    @Test func readsGIFBMPAndWebPDimensions() throws {
        let gif = Data(Array("GIF89a".utf8) + [0x20, 0x01, 0xC8, 0x00, 0, 0, 0])
        #expect(try ImageInspector.inspect(gif) == ImageInfo(format: .gif, width: 288, height: 200))

        var bmp = [UInt8](repeating: 0, count: 54)
        bmp[0] = 0x42; bmp[1] = 0x4D
        bmp[10] = 54; bmp[14] = 40  // the pixels after a BITMAPINFOHEADER
        bmp[18] = 0x64  // width 100
        withUnsafeBytes(of: Int32(-50).littleEndian) { bmp.replaceSubrange(22..<26, with: $0) }  // top-down, 50 rows
        #expect(try ImageInspector.inspect(Data(bmp)) == ImageInfo(format: .bmp, width: 100, height: 50))
        // A DIB header of no kind there is, or pixels past the end, is refused before any decoder sees it.
        var forged = bmp
        withUnsafeBytes(of: UInt32(0x4900_2A49).littleEndian) { forged.replaceSubrange(14..<18, with: $0) }
        #expect(throws: ImageError.corrupt(detail: "the BMP header is not one this app understands")) { try ImageInspector.inspect(Data(forged)) }
        forged = bmp
        forged[10] = 200
        #expect(throws: ImageError.self) { try ImageInspector.inspect(Data(forged)) }

        var webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [UInt8](repeating: 0, count: 8)  // chunk size, flags, reserved
        webp += [0x7F, 0x02, 0x00, 0xDF, 0x01, 0x00]  // canvas 640 × 480, stored minus one
        #expect(try ImageInspector.inspect(Data(webp)) == ImageInfo(format: .webp, width: 640, height: 480))
    }

    @Test func refusesWhatIsNotAnImage() {
        #expect(throws: ImageError.unrecognizedFormat) { try ImageInspector.inspect(Data("<html>hello</html>".utf8)) }
        #expect(throws: ImageError.unrecognizedFormat) { try ImageInspector.inspect(Data()) }
        #expect(throws: ImageError.self) { try ImageInspector.inspect(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) }
    }
}

@Suite struct ReducedDecodingTests {
    @Test func decodesAReducedImageThatStillReachesTheSide() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.gradient(width: 800, height: 600), quality: 85)
        #expect(JPEGCodec.scaledSize(width: 800, height: 600, reaching: 200) == (width: 200, height: 150))
        #expect(JPEGCodec.scaledSize(width: 800, height: 600, reaching: 150) == (width: 200, height: 150))
        #expect(JPEGCodec.scaledSize(width: 800, height: 600, reaching: 300) == (width: 300, height: 225))
        #expect(JPEGCodec.scaledSize(width: 800, height: 600, reaching: 5000) == (width: 800, height: 600))
        let reduced = try JPEGCodec.decode(jpeg, maximumSide: 200)
        #expect((reduced.width, reduced.height) == (200, 150))
        #expect(reduced.pixel(x: 199, y: 0).red > 240 && reduced.pixel(x: 0, y: 149).green > 240)
    }
}
