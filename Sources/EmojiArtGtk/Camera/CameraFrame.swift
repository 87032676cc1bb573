import ArtModel
import CGStreamer
import CGtk
import Foundation

/// One frame from the camera (a GStreamer sample of RGBA video), owned.
final class CameraFrame {
    private let sample: OpaquePointer
    let width: Int
    let height: Int

    init?(taking sample: OpaquePointer) {
        var width: gint = 0, height: gint = 0
        guard let caps = gst_sample_get_caps(sample), let structure = gst_caps_get_structure(caps, 0),
              gst_structure_get_int(structure, "width", &width) != 0, gst_structure_get_int(structure, "height", &height) != 0,
              width > 0, height > 0, gst_sample_get_buffer(sample) != nil else {
            gst_sample_unref(sample)
            return nil
        }
        self.sample = sample
        self.width = Int(width)
        self.height = Int(height)
    }

    deinit { gst_sample_unref(sample) }

    /// Calls `body` with the picture's rows: RGBA, `width * 4` bytes a row
    /// (GStreamer's stride for four-byte pixels), or nil if the buffer cannot be read.
    private func withPixels<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T? {
        guard let buffer = gst_sample_get_buffer(sample) else { return nil }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
        defer { gst_buffer_unmap(buffer, &map) }
        let length = width * height * RGBAImage.bytesPerPixel
        guard Int(map.size) >= length, let data = map.data else { return nil }
        return body(UnsafeRawBufferPointer(start: data, count: length))
    }

    /// The picture as a texture for GTK to show (one copy).
    func texture() -> Texture? {
        withPixels { Texture(copyingRGBA: $0, width: width, height: height) }
    }

    /// The picture as the model's image, for the photo.
    func image() -> RGBAImage? {
        withPixels { RGBAImage(width: width, height: height, pixels: Array($0.bindMemory(to: UInt8.self))) }
    }
}
