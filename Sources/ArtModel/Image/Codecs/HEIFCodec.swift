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

    /// With `maximumSide`, the file's own thumbnail (iPhones embed one, 416
    /// pixels wide) when its longer side reaches at least half of that: a
    /// picker's thumbnail or the canvas's preview costs a fraction of
    /// decoding a 12-megapixel photo (10 ms against 500 on two cores).
    static func decode(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels,
                       maximumSide: Int? = nil) throws(ImageError) -> DecodedImage {
        // No part of the picture (a tile, a grid's or an overlay's output) may
        // be longer than the picture's own longest side, checked as libheif
        // reads the file: libheif 1.15 allocates each part by its own size,
        // which a forged file makes far larger than the picture (the fuzzer
        // found grids and overlays that asked for 600 MB to 2.4 GB).
        let longestSide = try withPrimaryImage(data) { handle throws(ImageError) in
            // As shown or as stated before its crop, and the coder's blocks
            // beyond (x265 codes a 32-pixel picture 64 wide, AV1's blocks are up to 128).
            let stated = ispe(of: handle)
            return max(Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle)), stated.width, stated.height) + 128
        }
        return try withPrimaryImage(data, longestSide: longestSide) { primary throws(ImageError) in
            if let maximumSide, let thumbnail = thumbnail(of: primary, reaching: maximumSide) {
                defer { heif_image_handle_release(thumbnail.handle) }
                if let decoded = try? decode(thumbnail.handle, item: thumbnail.id, colourOf: primary, maximumPixels: maximumPixels,
                                             in: data) { return decoded }
            }
            return try decode(primary, item: nil, colourOf: primary, maximumPixels: maximumPixels, in: data)
        }
    }

    /// The thumbnail whose longer side is the shortest that still reaches
    /// `side`, else the longest that reaches half of it.
    private static func thumbnail(of primary: OpaquePointer, reaching side: Int) -> (handle: OpaquePointer, id: Int)? {
        let count = Int(heif_image_handle_get_number_of_thumbnails(primary))
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: count)
        let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(count)))
        var chosen: (handle: OpaquePointer, id: Int, side: Int)?
        for id in ids.prefix(listed) {
            var handle: OpaquePointer?
            guard heif_image_handle_get_thumbnail(primary, id, &handle).code == heif_error_Ok, let handle else { continue }
            let longer = Int(max(heif_image_handle_get_width(handle), heif_image_handle_get_height(handle)))
            if isBetter(longer, than: chosen?.side, for: side) {
                chosen.map { heif_image_handle_release($0.handle) }
                chosen = (handle, Int(id), longer)
            } else {
                heif_image_handle_release(handle)
            }
        }
        return chosen.map { ($0.handle, $0.id) }
    }

    private static func isBetter(_ longer: Int, than chosen: Int?, for side: Int) -> Bool {
        guard longer * 2 >= side else { return false }
        guard let chosen else { return true }
        if longer >= side { return chosen < side || longer < chosen }
        return chosen < side && longer > chosen
    }

    /// The size an item states (`ispe`), before the file's rotation.
    private static func ispe(of handle: OpaquePointer) -> (width: Int, height: Int) {
        (Int(heif_image_handle_get_ispe_width(handle)), Int(heif_image_handle_get_ispe_height(handle)))
    }

    /// Decodes `handle` (the primary image, or its thumbnail `item`), in the primary's colours.
    private static func decode(_ handle: OpaquePointer, item: Int?, colourOf primary: OpaquePointer, maximumPixels: Int,
                               in data: Data) throws(ImageError) -> DecodedImage {
        let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
        try ImageLimits.check(width: width, height: height, maximumPixels: maximumPixels)
        // libheif decodes the whole coded picture before its crop.
        let checked = ispe(of: handle), whole = ispe(of: primary)
        try ImageLimits.check(width: checked.width, height: checked.height, maximumPixels: maximumPixels)
        // A grid's tiles (an overlay's pictures) are put together at the size
        // it gives, not the one checked; and no part of the file's picture,
        // derived in turn, may be larger than the picture itself.
        let derived = HEIFDerivedImage.outputSizes(of: data)
        let mismatched = (item ?? derived.primary).flatMap { derived.sizes[$0] }.map { $0 != checked } ?? false
        let oversized = derived.sizes.values.contains { part in
            max(part.width, part.height) > max(whole.width, whole.height) || part.width * part.height > whole.width * whole.height
        }
        if mismatched || oversized {
            throw .corrupt(detail: localized("its tiles make a picture of another size than it says"))
        }
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
                            colour: colourConversion(of: primary))
    }

    /// With the context of `data` read, its primary image. `longestSide`: no
    /// image of the file may be longer (nil: libheif's own limit of 32,768
    /// pixels is lifted, so that an image too large is told by the app's
    /// limit, checked on the size read, as every other format's is).
    private static func withPrimaryImage<Result>(_ data: Data, longestSide: Int? = nil,
                                                 _ body: (OpaquePointer) throws(ImageError) -> Result)
        throws(ImageError) -> Result {
        _ = initialized
        guard let context = heif_context_alloc() else { throw .corrupt(detail: localized("the image could not be decoded")) }
        defer { heif_context_free(context) }
        // libheif 1.15 takes this as the longest side an image may have (1.19 as that side squared, in pixels).
        heif_context_set_maximum_image_size_limit(context, Int32(clamping: longestSide ?? ImageLimits.maximumPixels))
        // A phone's large photo is a grid of tiles, decoded at once on every
        // core (libheif's own default is four threads): a 48-megapixel grid
        // took 3.3 s on one core, 1.9 s on two.
        heif_context_set_max_decoding_threads(context, Int32(clamping: ProcessInfo.processInfo.activeProcessorCount))
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
        let error = heif_image_handle_get_nclx_color_profile(handle, &nclx)
        // Freed whatever the answer: libheif can return one with an error (the fuzzer found it).
        defer { nclx.map(heif_nclx_color_profile_free) }
        guard error.code == heif_error_Ok, let nclx else { return nil }
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
