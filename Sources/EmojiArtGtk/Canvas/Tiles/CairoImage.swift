import ArtModel
import CGtk
import Foundation

/// An owned cairo image surface that may be handed between threads once
/// nothing draws into it any more (tiles, glyphs, background levels).
// Unchecked: handed on only once nothing draws into it; cairo frees it on any thread.
package final class CairoImage: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Nil when cairo could not make the surface (no memory).
    package init?(width: Int, height: Int, opaque: Bool) {
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = Self.mappedSurface(format: format, width: width, height: height)
            ?? cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Pixels of their own memory map for large images, given back to the
    /// system the moment cairo lets go of the surface. From malloc, tiles
    /// and levels made and freed on the tile worker's thread were kept by
    /// glibc's thread arenas once freed: 40 to 60 MB more at the
    /// benchmark's peak. (A lower malloc mmap threshold for the whole
    /// process did the same, but made GTK's own per-frame buffers fault in
    /// fresh pages every frame, and frames twice as dear.)
    private static func mappedSurface(format: cairo_format_t, width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let length = stride * height
        guard stride > 0, length >= CanvasMemoryBudget.mappedImageMinimum else { return nil }
        let pixels = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let pixels, pixels != MAP_FAILED else { return nil }
        guard let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), format,
                                                                Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            munmap(pixels, length)
            return nil
        }
        let mapping = Unmanaged.passRetained(Mapping(pixels: pixels, length: length)).toOpaque()
        cairo_surface_set_user_data(surface, &mappingKey, mapping) { mapping in
            mapping.map { Unmanaged<Mapping>.fromOpaque($0).release() }
        }
        return surface
    }

    /// Unmaps its pixels when cairo destroys the surface that uses them.
    private final class Mapping {
        let pixels: UnsafeMutableRawPointer
        let length: Int
        init(pixels: UnsafeMutableRawPointer, length: Int) {
            self.pixels = pixels
            self.length = length
        }
        deinit { munmap(pixels, length) }
    }

    /// A copy of decoded pixels.
    convenience init?(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height, opaque: false)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        image.writePremultipliedBGRA(into: pixels, bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
    }

    /// A copy of another image's pixels, for another thread to draw with:
    /// pixman counts its users of an image without atomics, so one surface
    /// may not be a source on two threads at once.
    convenience init?(copying image: CairoImage) {
        self.init(width: image.width, height: image.height, opaque: cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_RGB24)
        guard let from = cairo_image_surface_get_data(image.surface), let to = cairo_image_surface_get_data(surface),
              cairo_image_surface_get_stride(image.surface) == cairo_image_surface_get_stride(surface) else { return nil }
        cairo_surface_flush(surface)
        to.update(from: from, count: Int(cairo_image_surface_get_stride(surface)) * height)
        cairo_surface_mark_dirty(surface)
    }

    /// An emoji's glyph, `pixelSize` pixels high, on transparency, its box
    /// as large as Pango says the glyph is; turned by `turn`, the box
    /// around it turned, with the same centre.
    convenience init?(glyph text: String, pixelSize: Double, turn: EmojiTurn = .upright) {
        guard let layout = EmojiGlyphLayout(text, pixelSize: pixelSize) else { return nil }
        let upright = Size(width: Double(max(layout.logical.width, 1)), height: Double(max(layout.logical.height, 1)))
        let turned = turn.bounds(of: upright)
        self.init(width: Int(turned.width.rounded(.up)), height: Int(turned.height.rounded(.up)), opaque: false)
        let center = Point(x: Double(width) / 2, y: Double(height) / 2)
        draw { cairo in
            turn.apply(around: center, to: cairo)
            layout.draw(into: cairo, centeredOn: center)
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes of pixel memory, for cache limits.
    var cost: Int { width * height * 4 }

    /// Converts the pixels' colours in place (an opaque image: its alpha is
    /// not looked at).
    package func convertColours(with conversion: SRGBConversion) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        conversion.convert(pixels, width: width, height: height,
                           bytesPerRow: Int(cairo_image_surface_get_stride(surface)), order: .bgra)
        cairo_surface_mark_dirty(surface)
    }

    /// Draws with a cairo context made for the surface.
    package func draw(_ body: (OpaquePointer) -> Void) {
        guard let cairo = cairo_create(surface) else { return }
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }
}

extension cairo_matrix_t {
    init(_ transform: ImageOrientation.Transform) {
        self.init(xx: transform.xx, yx: transform.yx, xy: transform.xy, yy: transform.yy, x0: transform.x0, y0: transform.y0)
    }
}

extension RGBAImage {
    /// The pixels as cairo's ARGB32 keeps them: premultiplied blue, green,
    /// red and alpha in memory.
    func writePremultipliedBGRA(into target: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let output = target.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeBufferPointer { input in
            for y in 0..<height {
                for x in 0..<width {
                    let from = (y * width + x) * 4, to = y * bytesPerRow + x * 4
                    let alpha = Int(input[from + 3])
                    output[to] = UInt8((Int(input[from + 2]) * alpha + 127) / 255)
                    output[to + 1] = UInt8((Int(input[from + 1]) * alpha + 127) / 255)
                    output[to + 2] = UInt8((Int(input[from]) * alpha + 127) / 255)
                    output[to + 3] = UInt8(alpha)
                }
            }
        }
    }
}

/// Cairo tells user data apart by the address of a key: never written,
/// only its address is used (from any thread).
nonisolated(unsafe) private var mappingKey = cairo_user_data_key_t()
