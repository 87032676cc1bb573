import CHeif
import Foundation

/// HEIF (the HEIC photos of phones) and AVIF through libheif, which reads
/// both: the primary image, turned by the file's own rotation and mirroring
/// (libheif applies them; HEIF's EXIF orientation is not read again), with
/// its colour profile (an ICC profile, or primaries stated as "nclx").
/// The size is read from the header, and checked, before any decoding.
enum HEIFCodec {
    /// The primary image's size as a person sees it.
    static func dimensions(of data: Data) throws(ImageError) -> (width: Int, height: Int) {
        try withPrimaryImage(data) { handle throws(ImageError) in
            (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)))
        }
    }

    static func decode(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> DecodedImage {
        try withPrimaryImage(data) { handle throws(ImageError) in
            let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
            try ImageLimits.check(width: width, height: height, maximumPixels: maximumPixels)
            var image: OpaquePointer?
            try check(heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil), for: data)
            guard let image else { throw .corrupt(detail: localized("the image could not be decoded")) }
            defer { heif_image_release(image) }
            var stride: Int32 = 0
            guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
                  Int(heif_image_get_width(image, heif_channel_interleaved)) == width,
                  Int(heif_image_get_height(image, heif_channel_interleaved)) == height else {
                throw .corrupt(detail: localized("the image could not be decoded"))
            }
            var pixels = [UInt8](repeating: 0, count: width * height * RGBAImage.bytesPerPixel)
            pixels.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    target.baseAddress?.advanced(by: row * width * 4)
                        .copyMemory(from: plane.advanced(by: row * Int(stride)), byteCount: width * 4)
                }
            }
            return DecodedImage(pixels: RGBAImage(width: width, height: height, pixels: pixels), orientation: .up,
                                colour: colourConversion(of: handle))
        }
    }

    private static func withPrimaryImage<Result>(_ data: Data, _ body: (OpaquePointer) throws(ImageError) -> Result)
        throws(ImageError) -> Result {
        _ = initialized
        guard let context = heif_context_alloc() else { throw .corrupt(detail: localized("the image could not be decoded")) }
        defer { heif_context_free(context) }
        // The context reads the bytes in place: they stay alive for the whole call.
        let outcome = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Swift.Result<Result, ImageError> in
            Swift.Result { () throws(ImageError) -> Result in
                try check(heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil), for: data)
                var handle: OpaquePointer?
                try check(heif_context_get_primary_image_handle(context, &handle), for: data)
                guard let handle else { throw .corrupt(detail: localized("the image could not be decoded")) }
                defer { heif_image_handle_release(handle) }
                return try body(handle)
            }
        }
        return try outcome.get()
    }

    /// libheif loads its decoders (plugins, on Debian 13) once.
    private static let initialized: Void = { _ = heif_init(nil) }()

    private static func colourConversion(of handle: OpaquePointer) -> SRGBConversion? {
        let size = heif_image_handle_get_raw_color_profile_size(handle)
        if size > 0 {
            var profile = Data(count: size)
            let error = profile.withUnsafeMutableBytes { heif_image_handle_get_raw_color_profile(handle, $0.baseAddress) }
            return error.code == heif_error_Ok ? SRGBConversion(iccProfile: profile) : nil
        }
        var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
        guard heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok, let nclx else { return nil }
        defer { heif_nclx_color_profile_free(nclx) }
        return ColourPrimaries(nclxPrimaries: Int(nclx.pointee.color_primaries.rawValue),
                               transfer: Int(nclx.pointee.transfer_characteristics.rawValue)).flatMap(SRGBConversion.init(primaries:))
    }

    private static func check(_ error: heif_error, for data: Data) throws(ImageError) {
        guard error.code != heif_error_Ok else { return }
        if error.code == heif_error_Unsupported_feature, error.subcode == heif_suberror_Unsupported_codec {
            let format = ImageFormat.sniff(data) ?? .heif
            throw .decoderMissing(format, package: format == .avif ? "libheif-plugin-dav1d" : "libheif-plugin-libde265")
        }
        let message = error.message.map { String(cString: $0) } ?? localized("the image could not be decoded")
        throw .corrupt(detail: message)
    }
}
