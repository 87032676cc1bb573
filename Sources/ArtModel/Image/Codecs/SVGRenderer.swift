import CImaging
import Foundation

/// SVG drawn by librsvg into pixels, at the size the document gives itself
/// (its `width` and `height`, at 96 dots per inch), or, when it gives none,
/// at `sizeWithoutOne` on its longer side in the shape of its `viewBox`.
/// librsvg is given no base address, so an SVG that refers to other files
/// or to the web loads nothing: what it embeds is all that is drawn.
enum SVGRenderer {
    /// The longer side of an SVG that says nothing of its size, in pixels.
    static let sizeWithoutOne = 1024
    /// cairo's image surfaces have at most this many pixels a side.
    static let largestSide = 32_767

    static func size(of data: Data) throws(ImageError) -> (width: Int, height: Int) {
        let handle = try load(data)
        defer { g_object_unref(handle) }
        return try size(of: handle)
    }

    static func render(_ data: Data, maximumPixels: Int = ImageLimits.maximumPixels) throws(ImageError) -> DecodedImage {
        let handle = try load(data)
        defer { g_object_unref(handle) }
        let (width, height) = try size(of: handle)
        try ImageLimits.check(width: width, height: height, maximumPixels: maximumPixels)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            throw .tooLarge(width: width, height: height)
        }
        defer { cairo_surface_destroy(surface) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error)
        cairo_destroy(cairo)
        guard drawn != 0 else { throw .corrupt(detail: GLibErrorText.taking(&error)) }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { throw .corrupt(detail: localized("the image could not be decoded")) }
        let image = RGBAImage(unpremultiplyingBGRA: UnsafeRawPointer(pixels), width: width, height: height,
                              bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
        return DecodedImage(pixels: image, orientation: .up, colour: nil)
    }

    private static func load(_ data: Data) throws(ImageError) -> UnsafeMutablePointer<RsvgHandle> {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { rsvg_handle_new_from_data($0.bindMemory(to: UInt8.self).baseAddress, gsize($0.count), &error) }
        guard let handle else { throw .corrupt(detail: GLibErrorText.taking(&error)) }
        rsvg_handle_set_dpi(handle, 96)
        return handle
    }

    private static func size(of handle: UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> (width: Int, height: Int) {
        var width = 0.0, height = 0.0
        let size: (width: Double, height: Double)
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            size = (width.rounded(.up), height.rounded(.up))
        } else {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            let aspect = hasViewBox != 0 && viewBox.width > 0 && viewBox.height > 0 ? viewBox.width / viewBox.height : 1
            let longer = Double(sizeWithoutOne)
            size = aspect >= 1 ? (longer, (longer / aspect).rounded(.up)) : ((longer * aspect).rounded(.up), longer)
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { throw .empty }
        guard size.width <= Double(largestSide), size.height <= Double(largestSide) else {
            throw .tooLarge(width: Int(min(size.width, 1e9)), height: Int(min(size.height, 1e9)))
        }
        return (Int(size.width), Int(size.height))
    }
}
