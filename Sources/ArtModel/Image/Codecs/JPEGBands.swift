import CJPEGRows
import Foundation

/// A JPEG decoded top to bottom a band of rows at a time, in the memory of
/// those rows alone: how a picture of any size is read whole (to keep its
/// large levels in files, BackgroundLevelFiles) without ever being held.
public enum JPEGBands {
    /// A band: `rows` rows of BGRX pixels from `firstRow` on, `stride` bytes apart.
    public struct Band {
        public let pixels: UnsafeRawPointer
        public let stride: Int
        public let firstRow: Int
        public let rows: Int
    }

    /// Hands each band of `bandRows` rows of `rows` (all unless told) to
    /// `body`, which returns false to stop. Returns false, having handed
    /// nothing, for JPEGs libjpeg cannot give a row at a time as BGRX
    /// (progressive, CMYK); throws for damaged ones.
    public static func decode(_ data: Data, width: Int, rows: Range<Int> = 0..<Int(Int32.max), bandRows: Int,
                              _ body: (Band) -> Bool) throws(ImageError) -> Bool {
        let stride = width * 4
        var band = [UInt8](repeating: 0, count: stride * bandRows)
        var message = [CChar](repeating: 0, count: Int(JPEG_ROWS_MESSAGE_LENGTH))
        let outcome = withoutActuallyEscaping(body) { body in
            var handler = Handler(body: body)
            return withUnsafeMutablePointer(to: &handler) { context in
                data.withUnsafeBytes { jpeg in
                    band.withUnsafeMutableBufferPointer { band in
                        jpeg_rows_each_band(jpeg.bindMemory(to: UInt8.self).baseAddress, jpeg.count, Int32(rows.lowerBound),
                                            Int32(clamping: rows.upperBound), band.baseAddress, stride, Int32(bandRows),
                                            handBand, context, &message)
                    }
                }
            }
        }
        switch outcome {
        case Int32(JPEG_ROWS_NOT_SPLITTABLE):
            return false
        case Int32(JPEG_ROWS_FAILED):
            throw .corrupt(detail: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        default:
            return true
        }
    }

    fileprivate struct Handler {
        let body: (Band) -> Bool
    }
}

/// jpeg_rows_each_band's handler: a plain function, as C calls it.
private func handBand(_ context: UnsafeMutableRawPointer?, _ pixels: UnsafePointer<UInt8>?, _ stride: Int,
                      _ firstRow: Int32, _ rows: Int32) -> Int32 {
    guard let handler = context?.assumingMemoryBound(to: JPEGBands.Handler.self), let pixels else { return 1 }
    let band = JPEGBands.Band(pixels: UnsafeRawPointer(pixels), stride: stride, firstRow: Int(firstRow), rows: Int(rows))
    return handler.pointee.body(band) ? 0 : 1
}
