import CJPEGRows
import Foundation

/// A JPEG decoded or encoded top to bottom a band of rows at a time, in
/// the memory of those rows alone: how a picture of any size is read whole
/// (to keep its large levels in files, BackgroundLevelFiles) or exported
/// without ever being held.
public enum JPEGBands {
    /// A band: `rows` rows of BGRX pixels from `firstRow` on, `stride` bytes apart.
    public struct Band {
        public let pixels: UnsafeRawPointer
        public let stride: Int
        public let firstRow: Int
        public let rows: Int

        public init(pixels: UnsafeRawPointer, stride: Int, firstRow: Int, rows: Int) {
            self.pixels = pixels
            self.stride = stride
            self.firstRow = firstRow
            self.rows = rows
        }
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

    /// Encodes a `width` × `height` picture with 4:4:4 chroma at `quality`
    /// 1…100, asking `band` for the BGRX rows from a row on (its pixels
    /// kept until the next ask; nil to stop) and handing the bytes to
    /// `write` as they are made. Throws what `write` throws, or ImageError.
    public static func encode(width: Int, height: Int, quality: Int, band: (Int) -> Band?,
                              write: (Data) throws -> Void) throws {
        try ImageLimits.check(width: width, height: height, maximumPixels: .max)
        var message = [CChar](repeating: 0, count: Int(JPEG_ROWS_MESSAGE_LENGTH))
        var failure: (any Error)?
        let outcome = withoutActuallyEscaping(band) { band in
            withoutActuallyEscaping(write) { write in
                var encoder = Encoder(band: band, write: write)
                defer { failure = encoder.failure }
                return withUnsafeMutablePointer(to: &encoder) { context in
                    jpeg_rows_encode(Int32(width), Int32(height), Int32(quality), giveBand, takeBytes, context, &message)
                }
            }
        }
        if let failure { throw failure }
        switch outcome {
        case Int32(JPEG_ROWS_DECODED):
            return
        case Int32(JPEG_ROWS_FAILED):
            throw ImageError.encodingFailed(detail: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                                                           as: UTF8.self))
        default:
            throw ImageError.encodingFailed(detail: localized("the picture was not drawn"))
        }
    }

    fileprivate struct Handler {
        let body: (Band) -> Bool
    }

    fileprivate struct Encoder {
        let band: (Int) -> Band?
        let write: (Data) throws -> Void
        var failure: (any Error)?
    }
}

/// jpeg_rows_each_band's handler: a plain function, as C calls it.
private func handBand(_ context: UnsafeMutableRawPointer?, _ pixels: UnsafePointer<UInt8>?, _ stride: Int,
                      _ firstRow: Int32, _ rows: Int32) -> Int32 {
    guard let handler = context?.assumingMemoryBound(to: JPEGBands.Handler.self), let pixels else { return 1 }
    let band = JPEGBands.Band(pixels: UnsafeRawPointer(pixels), stride: stride, firstRow: Int(firstRow), rows: Int(rows))
    return handler.pointee.body(band) ? 0 : 1
}

/// jpeg_rows_encode's source of rows.
private func giveBand(_ context: UnsafeMutableRawPointer?, _ firstRow: Int32, _ pixels: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
                      _ stride: UnsafeMutablePointer<Int>?, _ rows: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let encoder = context?.assumingMemoryBound(to: JPEGBands.Encoder.self),
          let band = encoder.pointee.band(Int(firstRow)) else { return 1 }
    pixels?.pointee = band.pixels.assumingMemoryBound(to: UInt8.self)
    stride?.pointee = band.stride
    rows?.pointee = Int32(band.rows)
    return 0
}

/// jpeg_rows_encode's sink: a write that throws stops the encoder, its error kept.
private func takeBytes(_ context: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: Int) -> Int32 {
    guard let encoder = context?.assumingMemoryBound(to: JPEGBands.Encoder.self), let bytes else { return 1 }
    do {
        try encoder.pointee.write(Data(bytes: bytes, count: length))
        return 0
    } catch {
        encoder.pointee.failure = error
        return 1
    }
}
