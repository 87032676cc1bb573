import ArtModel
import CGtk
import Foundation
@testable import EmojiArtGtk

/// Reads image bytes back with GTK's own loaders, which share no code with
/// the app's encoder or decoders: what a viewer built on GTK would see.
enum GTKImageReader {
    struct Failure: Error {}

    static func read(_ data: Data) throws -> RGBAImage {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { throw Failure() }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        bgra.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return bgra.withUnsafeBytes { RGBAImage(flatteningPremultipliedBGRA: $0, width: width, height: height, stride: width * 4) }
    }
}
