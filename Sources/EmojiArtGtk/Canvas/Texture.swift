import ArtModel
import CGtk
import Foundation

/// An owned GdkTexture. Textures are immutable and reference-counted
/// atomically, so one made on a worker thread may be handed to the main one.
// Unchecked: a GdkTexture is immutable and its reference count atomic.
package final class Texture: @unchecked Sendable {
    private let reference: ObjectReference
    let width: Int
    let height: Int

    var pointer: OpaquePointer { reference.opaque }
    package var size: Size { Size(width: Double(width), height: Double(height)) }

    private init(_ reference: ObjectReference) {
        self.reference = reference
        width = Int(gdk_texture_get_width(reference.opaque))
        height = Int(gdk_texture_get_height(reference.opaque))
    }

    /// Takes over the reference the caller owns.
    convenience init(taking pointer: OpaquePointer) {
        self.init(ObjectReference(taking: Opaque<Paintable>(pointer)))
    }

    /// Shares a texture someone else owns.
    convenience init(retaining pointer: OpaquePointer) {
        self.init(ObjectReference(retaining: Opaque<Paintable>(pointer)))
    }

    /// A texture of `bytes` (a GBytes, taken over): `height` rows
    /// `bytesPerRow` apart, in `format`. Every texture made from memory is made here.
    private convenience init(taking bytes: OpaquePointer?, width: Int, height: Int, bytesPerRow: Int, format: GdkMemoryFormat) {
        defer { g_bytes_unref(bytes) }
        self.init(taking: gdk_memory_texture_new(Int32(width), Int32(height), format, bytes, gsize(bytesPerRow)))
    }

    /// A copy of RGBA pixels, four bytes each, rows without padding (a
    /// decoded picture's, a camera's frame).
    convenience init(copyingRGBA pixels: UnsafeRawBufferPointer, width: Int, height: Int) {
        self.init(taking: g_bytes_new(pixels.baseAddress, gsize(pixels.count)), width: width, height: height,
                  bytesPerRow: width * RGBAImage.bytesPerPixel, format: GDK_MEMORY_R8G8B8A8)
    }

    /// A texture over a cairo image's pixels, sharing them rather than
    /// copying: nothing may draw into the image afterwards. Only for images
    /// whose every pixel is opaque or premultiplied (ARGB32).
    package convenience init?(sharing image: CairoImage) {
        self.init(sharing: image.surface)
    }

    /// The same over a cairo image surface.
    convenience init?(sharing surface: OpaquePointer) {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // The bytes keep the surface alive for as long as GTK holds the texture.
        let bytes = g_bytes_new_with_free_func(pixels, gsize(stride * height), { surface in
            cairo_surface_destroy(OpaquePointer(surface))
        }, UnsafeMutableRawPointer(cairo_surface_reference(surface)))
        self.init(taking: bytes, width: width, height: height, bytesPerRow: stride, format: GDK_MEMORY_B8G8R8A8_PREMULTIPLIED)
    }

    /// The picture image bytes hold, as a person sees it: decoded by the
    /// model (ImageDecoder), turned upright and in sRGB. With `maximumSide`,
    /// a JPEG is decoded at a reduced scale (see JPEGCodec). Slow for large
    /// images: call it off the main thread.
    package static func decode(_ data: Data, maximumSide: Int? = nil) throws(ImageError) -> Texture {
        Texture(try ImageDecoder.decode(data, maximumSide: maximumSide).upright())
    }

    /// The pixels of `image`, copied.
    package convenience init(_ image: RGBAImage) {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        self.init(taking: bytes, width: image.width, height: image.height,
                  bytesPerRow: image.width * RGBAImage.bytesPerPixel, format: GDK_MEMORY_R8G8B8A8)
    }
}
