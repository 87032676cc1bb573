import CHeif
import CImaging
import CLcms2
import CTurboJPEG
import CZlib
import Foundation
import ArtModel

/// Photos made as cameras and phones write them: JPEG with an EXIF
/// orientation and an ICC profile in APP2 chunks, CMYK as Photoshop stores
/// it, HEIF and AVIF through libheif's own encoders (turned by `irot` and
/// `imir`, as iPhones write them), TIFF with its orientation tag.
public enum PhotoFixtures {
    public static let red: (UInt8, UInt8, UInt8) = (200, 60, 40)
    public static let green: (UInt8, UInt8, UInt8) = (20, 200, 30)
    public static let blue: (UInt8, UInt8, UInt8) = (30, 40, 210)
    public static let yellow: (UInt8, UInt8, UInt8) = (230, 220, 40)

    /// Four flat quadrants: red, green above blue, yellow.
    public static func quadrants(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let color = y < height / 2 ? (x < width / 2 ? red : green) : (x < width / 2 ? blue : yellow)
                let offset = (y * width + x) * 4
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = color
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The colour in the middle of each quadrant: top left, top right, bottom left, bottom right.
    public static func corners(of image: RGBAImage) -> [(UInt8, UInt8, UInt8)] {
        [(1, 1), (3, 1), (1, 3), (3, 3)].map { column, row in
            let pixel = image.pixel(x: image.width * column / 4, y: image.height * row / 4)
            return (pixel.red, pixel.green, pixel.blue)
        }
    }

    public static func close(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), within tolerance: Int = 8) -> Bool {
        abs(Int(a.0) - Int(b.0)) <= tolerance && abs(Int(a.1) - Int(b.1)) <= tolerance && abs(Int(a.2) - Int(b.2)) <= tolerance
    }

    public struct Missing: Error {
        let what: String
    }

    /// What a C library returned, or an error saying it returned nothing.
    static func required<T>(_ value: T?, _ what: String = #function) throws -> T {
        guard let value else { throw Missing(what: what) }
        return value
    }

    static func required(_ condition: Bool, _ what: String = #function) throws {
        guard condition else { throw Missing(what: what) }
    }

    // MARK: - JPEG

    public static func jpeg(_ image: RGBAImage, orientation: Int? = nil, bigEndianExif: Bool = false, iccProfile: Data? = nil) throws -> Data {
        let plain = try JPEGCodec.encode(image, quality: 95)
        var segments = Data()
        if let orientation { segments += segment(0xE1, exif(orientation: orientation, bigEndian: bigEndianExif)) }
        if let iccProfile { segments += iccSegments(iccProfile) }
        return plain.prefix(2) + segments + plain.dropFirst(2)
    }

    public static func segment(_ marker: UInt8, _ body: Data) -> Data {
        let length = body.count + 2
        return Data([0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)]) + body
    }

    /// An EXIF block whose first directory holds the orientation alone.
    public static func exif(orientation: Int, bigEndian: Bool) -> Data {
        func short(_ value: Int) -> [UInt8] { bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func long(_ value: Int) -> [UInt8] { bigEndian ? [0, 0, 0, UInt8(value)] : [UInt8(value), 0, 0, 0] }
        let header: [UInt8] = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + short(42) + long(8)
        let entry = short(0x0112) + short(3) + long(1) + short(orientation) + [0, 0]
        return Data(Array("Exif\0\0".utf8) + header + short(1) + entry + long(0))
    }

    /// The profile cut into APP2 chunks, as cameras and Photoshop store it.
    public static func iccSegments(_ profile: Data, chunk: Int = 60_000) -> Data {
        let count = (profile.count + chunk - 1) / chunk
        return (0..<count).reduce(into: Data()) { segments, index in
            let part = profile.subdata(in: index * chunk..<min(profile.count, (index + 1) * chunk))
            segments += segment(0xE2, Data(Array("ICC_PROFILE\0".utf8) + [UInt8(index + 1), UInt8(count)]) + part)
        }
    }

    /// A YCCK JPEG of `image` (TurboJPEG writes CMYK so, with an Adobe
    /// marker), its ink inverted as Photoshop stores it.
    public static func cmykJPEG(_ image: RGBAImage) throws -> Data {
        var cmyk = [UInt8](repeating: 0, count: image.width * image.height * 4)
        for index in 0..<image.width * image.height {
            let r = Double(image.pixels[index * 4]) / 255, g = Double(image.pixels[index * 4 + 1]) / 255
            let b = Double(image.pixels[index * 4 + 2]) / 255
            let key = 1 - max(r, g, b)
            let inks = key >= 1 ? [0, 0, 0, 1] : [(1 - r - key) / (1 - key), (1 - g - key) / (1 - key), (1 - b - key) / (1 - key), key]
            for channel in 0..<4 { cmyk[index * 4 + channel] = UInt8(((1 - inks[channel]) * 255).rounded()) }
        }
        let handle = try required(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, cmyk, Int32(image.width), Int32(image.width * 4), Int32(image.height),
                                 Int32(TJPF_CMYK.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        defer { tjFree(buffer) }
        try required(status == 0)
        return Data(bytes: try required(buffer), count: Int(size))
    }

    /// A progressive JPEG, as web images often are: libjpeg cannot give it a band of rows at a time.
    public static func progressiveJPEG(_ image: RGBAImage) throws -> Data {
        let handle = try required(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, image.pixels, Int32(image.width), Int32(image.bytesPerRow), Int32(image.height),
                                 Int32(TJPF_RGBA.rawValue), &buffer, &size, Int32(TJSAMP_420.rawValue), 90, TJFLAG_PROGRESSIVE)
        defer { tjFree(buffer) }
        try required(status == 0)
        return Data(bytes: try required(buffer), count: Int(size))
    }

    // MARK: - Colour profiles, as lcms2 writes them

    public enum Space: Sendable {
        case adobeRGB, displayP3, proPhoto, sRGB

        public var profile: cmsHPROFILE? {
            let gamma: (Double) -> OpaquePointer? = { cmsBuildGamma(nil, $0) }
            let d65 = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1), d50 = cmsCIExyY(x: 0.3457, y: 0.3585, Y: 1)
            func make(_ white: cmsCIExyY, _ r: (Double, Double), _ g: (Double, Double), _ b: (Double, Double),
                      _ curve: OpaquePointer?) -> cmsHPROFILE? {
                var white = white
                var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: r.0, y: r.1, Y: 1), Green: cmsCIExyY(x: g.0, y: g.1, Y: 1),
                                                Blue: cmsCIExyY(x: b.0, y: b.1, Y: 1))
                var curves: [OpaquePointer?] = [curve, curve, curve]
                defer { cmsFreeToneCurve(curve) }
                return cmsCreateRGBProfile(&white, &primaries, &curves)
            }
            var sRGBCurve: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            switch self {
            case .adobeRGB: return make(d65, (0.64, 0.33), (0.21, 0.71), (0.15, 0.06), gamma(563.0 / 256))
            case .displayP3: return make(d65, (0.68, 0.32), (0.265, 0.69), (0.15, 0.06), cmsBuildParametricToneCurve(nil, 4, &sRGBCurve))
            case .proPhoto: return make(d50, (0.7347, 0.2653), (0.1596, 0.8404), (0.0366, 0.0001), gamma(1.8))
            case .sRGB: return cmsCreate_sRGBProfile()
            }
        }

        public var iccData: Data {
            get throws {
                let profile = try required(profile)
                defer { cmsCloseProfile(profile) }
                var length: cmsUInt32Number = 0
                try required(cmsSaveProfileToMem(profile, nil, &length) != 0)
                var data = Data(count: Int(length))
                _ = data.withUnsafeMutableBytes { cmsSaveProfileToMem(profile, $0.baseAddress, &length) }
                return data
            }
        }

        /// What lcms2's own full transform makes of `color`: the reference.
        public func inSRGB(_ color: (UInt8, UInt8, UInt8)) throws -> (UInt8, UInt8, UInt8) {
            let converted = try inSRGB([color.0, color.1, color.2])
            return (converted[0], converted[1], converted[2])
        }

        /// The same for many colours at once, packed RGB (one transform for
        /// all: making a transform costs far more than using it).
        public func inSRGB(_ rgb: [UInt8]) throws -> [UInt8] {
            let profile = try required(profile), sRGB = try required(cmsCreate_sRGBProfile())
            defer { cmsCloseProfile(profile); cmsCloseProfile(sRGB) }
            let transform = try required(cmsCreateTransform(profile, emojiart_type_rgb_8(), sRGB, emojiart_type_rgb_8(),
                                                            cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), 0))
            defer { cmsDeleteTransform(transform) }
            var input = rgb, output = [UInt8](repeating: 0, count: rgb.count)
            cmsDoTransform(transform, &input, &output, cmsUInt32Number(rgb.count / 3))
            return output
        }
    }

    // MARK: - HEIF and AVIF

    /// `stored` encoded by libheif, with `orientation` written as `irot`/`imir`
    /// boxes (what a person sees is `stored` turned so) and `iccProfile` in a
    /// `colr` box, or the colours stated as `nclx` primaries.
    public static func heif(_ stored: RGBAImage, avif: Bool = false, orientation: Int = 1, iccProfile: Data? = nil,
                     nclxPrimaries: Int? = nil, thumbnailSide: Int? = nil) throws -> Data {
        let context = try required(heif_context_alloc())
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try required(heif_context_get_encoder_for_format(context, avif ? heif_compression_AV1 : heif_compression_HEVC, &encoder).code == heif_error_Ok)
        defer { heif_encoder_release(encoder) }
        heif_encoder_set_lossy_quality(encoder, 90)
        var image: OpaquePointer?
        try required(heif_image_create(Int32(stored.width), Int32(stored.height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image).code == heif_error_Ok)
        defer { heif_image_release(image) }
        try required(heif_image_add_plane(image, heif_channel_interleaved, Int32(stored.width), Int32(stored.height), 8).code == heif_error_Ok)
        var stride: Int32 = 0
        let plane = try required(heif_image_get_plane(image, heif_channel_interleaved, &stride))
        for y in 0..<stored.height {
            for x in 0..<stored.width {
                let pixel = stored.pixel(x: x, y: y)
                (plane[y * Int(stride) + x * 3], plane[y * Int(stride) + x * 3 + 1], plane[y * Int(stride) + x * 3 + 2]) = (pixel.red, pixel.green, pixel.blue)
            }
        }
        if let iccProfile {
            _ = iccProfile.withUnsafeBytes { heif_image_set_raw_color_profile(image, "prof", $0.baseAddress, $0.count) }
        }
        let nclx = heif_nclx_color_profile_alloc()
        defer { heif_nclx_color_profile_free(nclx) }
        if let nclxPrimaries, let nclx {
            nclx.pointee.color_primaries = heif_color_primaries(UInt32(nclxPrimaries))
            nclx.pointee.transfer_characteristics = heif_transfer_characteristics(13)
            heif_image_set_nclx_color_profile(image, nclx)
        }
        let options = try required(heif_encoding_options_alloc())
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(UInt32(orientation))
        // libheif leaves nclx out by default, for macOS; AVIF encoders and cameras write it.
        options.pointee.macOS_compatibility_workaround_no_nclx_profile = 0
        var handle: OpaquePointer?
        try required(heif_context_encode_image(context, image, encoder, options, &handle).code == heif_error_Ok)
        defer { heif_image_handle_release(handle) }
        if let thumbnailSide {
            // As a phone embeds one, for file managers and pickers.
            try required(heif_context_encode_thumbnail(context, image, handle, encoder, options, Int32(thumbnailSide), nil).code == heif_error_Ok)
        }
        final class Written { var data = Data() }
        let written = Written()
        var writer = heif_writer(writer_api_version: 1) { _, bytes, size, box in
            if let bytes, let box { Unmanaged<Written>.fromOpaque(box).takeUnretainedValue().data.append(Data(bytes: bytes, count: size)) }
            return heif_error(code: heif_error_Ok, subcode: heif_suberror_Unspecified, message: nil)
        }
        try required(heif_context_write(context, &writer, Unmanaged.passUnretained(written).toOpaque()).code == heif_error_Ok)
        return written.data
    }

    // MARK: - PNG

    /// As gdk-pixbuf writes it, with the profile (if any) in an iCCP chunk
    /// after the header (gdk-pixbuf's own writes it before, which libpng refuses).
    public static func png(_ image: RGBAImage, iccProfile: Data? = nil) throws -> Data {
        let plain = try png(image)
        guard let iccProfile else { return plain }
        var compressedSize = compressBound(uLong(iccProfile.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        let status = iccProfile.withUnsafeBytes {
            compress2(&compressed, &compressedSize, $0.bindMemory(to: UInt8.self).baseAddress, uLong(iccProfile.count), 9)
        }
        try required(status == Z_OK)
        let body = Data(Array("ICC profile".utf8) + [0, 0] + compressed.prefix(Int(compressedSize)))
        var chunk = Data(Array("iCCP".utf8)) + body
        let checksum = chunk.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        chunk = bigEndian(body.count) + chunk + bigEndian(Int(checksum))
        let afterHeader = 8 + 25  // the signature, then IHDR's length, type, 13 bytes and checksum
        return plain.prefix(afterHeader) + chunk + plain.dropFirst(afterHeader)
    }

    private static func bigEndian(_ value: Int) -> Data {
        Data([UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func png(_ image: RGBAImage) throws -> Data {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let pixbuf = try required(gdk_pixbuf_new_from_bytes(bytes, GDK_COLORSPACE_RGB, 1, 8, Int32(image.width),
                                                            Int32(image.height), Int32(image.bytesPerRow)))
        g_bytes_unref(bytes)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var keys: [UnsafeMutablePointer<CChar>?] = [nil], values: [UnsafeMutablePointer<CChar>?] = [nil]
        try required(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", &keys, &values, nil) != 0)
        defer { g_free(buffer) }
        return Data(bytes: try required(buffer), count: Int(size))
    }

    // MARK: - TIFF

    /// An uncompressed RGB TIFF, its orientation tag set.
    public static func tiff(_ image: RGBAImage, orientation: Int) -> Data {
        var bytes: [UInt8] = Array("II".utf8) + [42, 0, 8, 0, 0, 0]
        func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func long(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)] }
        let entries: [(tag: Int, type: Int, count: Int, value: Int)] = [
            (256, 4, 1, image.width), (257, 4, 1, image.height), (258, 3, 1, 8), (259, 3, 1, 1), (262, 3, 1, 2),
            (273, 4, 1, 0), (274, 3, 1, orientation), (277, 3, 1, 3), (278, 4, 1, image.height),
            (279, 4, 1, image.width * image.height * 3),
        ]
        let pixelsOffset = 8 + 2 + entries.count * 12 + 4
        bytes += short(entries.count)
        for entry in entries {
            let value = entry.tag == 273 ? pixelsOffset : entry.value
            bytes += short(entry.tag) + short(entry.type) + long(entry.count) + (entry.type == 3 ? short(value) + [0, 0] : long(value))
        }
        bytes += long(0)
        for index in 0..<image.width * image.height { bytes += image.pixels[index * 4..<index * 4 + 3] }
        return Data(bytes)
    }
}
