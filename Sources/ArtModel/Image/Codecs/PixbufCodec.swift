import CImaging
import Foundation

/// PNG, GIF, BMP, TIFF and WebP through gdk-pixbuf, with the loader of the
/// format the bytes were recognised as (never another that might claim
/// them). An animation gives its first frame. gdk-pixbuf reports, and does
/// not apply, a TIFF's orientation (already corrected for libtiff's own
/// flips) and an embedded ICC profile: both come back with the pixels.
/// The caller has checked the size in the header, `info`; pixels of any
/// other size are refused, as the canvas places a picture by its header.
enum PixbufCodec {
    static func decode(_ data: Data, info: ImageInfo, maximumPixels: Int = ImageLimits.maximumPixels)
        throws(ImageError) -> DecodedImage {
        let format = info.format
        guard let loaderName = loaderName(of: format) else { throw .unrecognizedFormat }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(loaderName, &error) else {
            g_clear_error(&error)
            throw .decoderMissing(format, package: format == .webp ? "webp-pixbuf-loader" : "libgdk-pixbuf-2.0-0")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBytes { gdk_pixbuf_loader_write(loader, $0.bindMemory(to: UInt8.self).baseAddress, gsize($0.count), &error) }
        // Close in every case: a loader left open warns when it is finalized.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let detail = error != nil ? GLibErrorText.taking(&error) : GLibErrorText.taking(&closeError)
            g_clear_error(&closeError)
            throw .corrupt(detail: detail)
        }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        try ImageLimits.check(width: width, height: height, maximumPixels: maximumPixels)
        guard (width, height) == (info.width, info.height) else {
            throw .corrupt(detail: localized("its pixels are not of the size its header gives"))
        }
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, let pixels = gdk_pixbuf_read_pixels(pixbuf) else {
            throw .corrupt(detail: localized("the image could not be decoded"))
        }
        let image = RGBAImage(pixbufPixels: pixels, width: width, height: height, channels: Int(gdk_pixbuf_get_n_channels(pixbuf)),
                              bytesPerRow: Int(gdk_pixbuf_get_rowstride(pixbuf)))
        let orientation = option("orientation", of: pixbuf).flatMap(Int.init).flatMap(ImageOrientation.init(rawValue:)) ?? .up
        let profile = option("icc-profile", of: pixbuf).flatMap { Data(base64Encoded: $0) }
        return DecodedImage(pixels: image, orientation: orientation, colour: profile.flatMap { SRGBConversion(iccProfile: $0) })
    }

    private static func loaderName(of format: ImageFormat) -> String? {
        switch format {
        case .png: "png"
        case .gif: "gif"
        case .bmp: "bmp"
        case .tiff: "tiff"
        case .webp: "webp"
        case .jpeg, .heif, .avif, .svg: nil
        }
    }

    private static func option(_ key: String, of pixbuf: OpaquePointer) -> String? {
        gdk_pixbuf_get_option(pixbuf, key).map { String(cString: $0) }
    }
}
