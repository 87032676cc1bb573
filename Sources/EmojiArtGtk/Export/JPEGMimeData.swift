import CGtk
import Foundation

/// A JPEG of a cairo image, attached to it: PDF and SVG surfaces embed those
/// bytes as they are rather than deflating every pixel (a fifth of the
/// size, written in a fraction of the time).
enum JPEGMimeData {
    static func attach(_ jpeg: Data, to surface: OpaquePointer) {
        // Cairo keeps the bytes until the surface lets go of them.
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: jpeg.count)
        jpeg.copyBytes(to: bytes, count: jpeg.count)
        cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, bytes, UInt(jpeg.count),
                                    { $0?.assumingMemoryBound(to: UInt8.self).deallocate() }, bytes)
    }
}
