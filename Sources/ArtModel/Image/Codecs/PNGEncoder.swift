import CZlib
import Foundation

/// Writes opaque pictures as 8-bit RGB PNG, compressed with zlib at a fast
/// level after PNG's "Up" filter: a 24-megapixel export takes a couple of
/// seconds, where cairo's writer (default level, no choice) takes a quarter
/// minute.
public enum PNGEncoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let colorTypeRGB: UInt8 = 2
    private static let filterUp: UInt8 = 2
    /// Compressed data goes out in IDAT chunks of at most this size.
    private static let chunkSize = 1 << 20

    /// Encodes 8-bit BGRA pixels whose rows are `stride` bytes apart; alpha
    /// is dropped, so give an opaque picture. `text` becomes tEXt chunks
    /// (Latin-1 keys and values: a thumbnail's `Thumb::URI`, say).
    public static func encodeOpaqueBGRA(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                                        level: Int32 = 1, text: [String: String] = [:]) throws(ImageError) -> Data {
        try ImageLimits.check(width: width, height: height, maximumPixels: .max)
        var png = Data(signature)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, colorTypeRGB, 0, 0, 0])  // depth, colour type, compression, filter, interlace
        appendChunk("IHDR", header, to: &png)
        for (key, value) in text.sorted(by: { $0.key < $1.key }) {
            guard let key = key.data(using: .isoLatin1), let value = value.data(using: .isoLatin1) else { continue }
            appendChunk("tEXt", key + Data([0]) + value, to: &png)
        }
        try compressRows(pixels, width: width, height: height, stride: stride, level: level) { compressed in
            appendChunk("IDAT", compressed, to: &png)
        }
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Filters each row ("Up": the difference from the row above) and
    /// deflates the rows as one zlib stream, handing out compressed pieces.
    private static func compressRows(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, level: Int32,
                                     emit: (Data) -> Void) throws(ImageError) {
        var stream = z_stream()
        guard emojiart_deflate_init(&stream, level) == Z_OK else { throw .encodingFailed(detail: localized("zlib could not start")) }
        defer { deflateEnd(&stream) }
        let rowBytes = width * 3
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var filtered = [UInt8](repeating: 0, count: rowBytes + 1)
        var output = [UInt8](repeating: 0, count: chunkSize)
        filtered[0] = filterUp

        func deflateInput(_ flush: Int32) throws(ImageError) {
            var status: Int32
            repeat {
                status = output.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return deflate(&stream, flush)
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw .encodingFailed(detail: localized("zlib stopped with status {status}", ["status": String(status)]))
                }
                let produced = output.count - Int(stream.avail_out)
                if produced > 0 { emit(Data(output[0..<produced])) }
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }

        for y in 0..<height {
            let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
            current.withUnsafeMutableBufferPointer { rgb in
                for x in 0..<width {
                    rgb[3 * x] = row[4 * x + 2]
                    rgb[3 * x + 1] = row[4 * x + 1]
                    rgb[3 * x + 2] = row[4 * x]
                }
            }
            filtered.withUnsafeMutableBufferPointer { out in
                current.withUnsafeBufferPointer { now in
                    previous.withUnsafeBufferPointer { above in
                        for i in 0..<rowBytes { out[i + 1] = now[i] &- above[i] }
                    }
                }
            }
            swap(&previous, &current)
            try filtered.withUnsafeMutableBufferPointer { input throws(ImageError) in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                try deflateInput(Z_NO_FLUSH)
            }
        }
        stream.next_in = nil
        stream.avail_in = 0
        try deflateInput(Z_FINISH)
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        var chunk = Data(type.utf8)
        chunk.append(body)
        png.append(chunk)
        let checksum = chunk.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count))
        }
        png.appendBigEndian(UInt32(checksum))
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
