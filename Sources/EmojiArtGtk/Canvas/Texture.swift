import ArtModel
import CGtk
import Foundation

/// An owned GdkTexture. Textures are immutable and reference-counted
/// atomically, so one made on a worker thread may be handed to the main one.
final class Texture: @unchecked Sendable {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    var size: Size { Size(width: Double(width), height: Double(height)) }

    /// Takes over the reference the caller owns.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(gdk_texture_get_width(pointer))
        height = Int(gdk_texture_get_height(pointer))
    }

    /// Shares a texture someone else owns.
    convenience init(retaining pointer: OpaquePointer) {
        g_object_ref(pointer.raw)
        self.init(taking: pointer)
    }

    deinit { g_object_unref(pointer.raw) }

    convenience init(_ image: RGBAImage) {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        self.init(taking: gdk_memory_texture_new(Int32(image.width), Int32(image.height),
                                                 GDK_MEMORY_R8G8B8A8, bytes, gsize(image.bytesPerRow)))
    }

    /// A copy of a cairo image surface's pixels. Cairo's ARGB32 is
    /// premultiplied BGRA in memory on little-endian machines
    /// (GDK_MEMORY_DEFAULT, a macro Swift cannot see).
    convenience init?(copying surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let bytes = g_bytes_new(pixels, gsize(stride * Int(height)))
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(width, height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)) else { return nil }
        self.init(taking: texture)
    }

    /// A texture over a cairo image's pixels, sharing them rather than
    /// copying: nothing may draw into the image afterwards. Only for images
    /// whose every pixel is opaque or premultiplied (ARGB32).
    convenience init?(sharing image: CairoImage) {
        let surface = image.surface
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // The bytes keep the surface alive for as long as GTK holds the texture.
        let bytes = g_bytes_new_with_free_func(pixels, gsize(stride * image.height), { surface in
            cairo_surface_destroy(OpaquePointer(surface))
        }, UnsafeMutableRawPointer(cairo_surface_reference(surface)))
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(Int32(image.width), Int32(image.height),
                                                   GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        else { return nil }
        self.init(taking: texture)
    }

    /// The picture image bytes hold, as a person sees it: decoded by the
    /// model (ImageDecoder), turned upright and in sRGB. With `maximumSide`,
    /// a JPEG is decoded at a reduced scale (see JPEGCodec). Slow for large
    /// images: call it off the main thread.
    static func decode(_ data: Data, maximumSide: Int? = nil) throws(ImageError) -> Texture {
        Texture(try ImageDecoder.decode(data, maximumSide: maximumSide).upright())
    }
}
