import Foundation

/// Writes opaque pictures as 8-bit RGB PNG (PNGRowWriter's): a 24-megapixel
/// export takes a couple of seconds, where cairo's writer (default level,
/// no choice) takes a quarter minute.
public enum PNGEncoder {
    /// Encodes 8-bit BGRA pixels whose rows are `stride` bytes apart; alpha
    /// is dropped, so give an opaque picture. `text` becomes tEXt chunks
    /// (Latin-1 keys and values: a thumbnail's `Thumb::URI`, say).
    public static func encodeOpaqueBGRA(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                        level: Int32 = 1, text: [String: String] = [:]) throws(ImageError) -> Data {
        let writer = try PNGRowWriter(width: width, height: height, level: level, text: text)
        var png = try writer.append(pixels, stride: stride, rows: height)
        png.append(try writer.finish())
        return png
    }
}
