import CZlib
import Foundation

/// Writes an opaque picture as 8-bit RGB PNG a band of rows at a time,
/// compressed with zlib at a fast level after PNG's "Up" filter: the
/// bytes of a picture of any size, made as its rows are drawn (PNGEncoder
/// writes a whole one). Each call returns the bytes it made.
public final class PNGRowWriter {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let colorTypeRGB: UInt8 = 2
    private static let filterUp: UInt8 = 2
    /// Compressed data goes out in IDAT chunks of at most this size.
    private static let chunkSize = 1 << 20

    private let width: Int
    private let height: Int
    private var rowsTaken = 0
    /// zlib's state points back at its stream, which therefore must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var previous: [UInt8]
    private var current: [UInt8]
    private var filtered: [UInt8]
    private var output = [UInt8](repeating: 0, count: chunkSize)
    /// What the first rows' call returns before their own: the signature and header chunks.
    private var header: Data

    /// `text` becomes tEXt chunks (Latin-1 keys and values: a thumbnail's `Thumb::URI`, say).
    public init(width: Int, height: Int, level: Int32 = 1, text: [String: String] = [:]) throws(ImageError) {
        try ImageLimits.check(width: width, height: height, maximumPixels: .max)
        stream.initialize(to: z_stream())
        guard emojiart_deflate_init(stream, level) == Z_OK else {
            stream.deallocate()
            throw .encodingFailed(detail: localized("zlib could not start"))
        }
        self.width = width
        self.height = height
        previous = [UInt8](repeating: 0, count: width * 3)
        current = previous
        filtered = [UInt8](repeating: 0, count: width * 3 + 1)
        filtered[0] = Self.filterUp
        header = Data(Self.signature)
        var fields = Data()
        fields.appendBigEndian(UInt32(width))
        fields.appendBigEndian(UInt32(height))
        fields.append(contentsOf: [8, Self.colorTypeRGB, 0, 0, 0])  // depth, colour type, compression, filter, interlace
        Self.appendChunk("IHDR", fields, to: &header)
        for (key, value) in text.sorted(by: { $0.key < $1.key }) {
            guard let key = key.data(using: .isoLatin1), let value = value.data(using: .isoLatin1) else { continue }
            Self.appendChunk("tEXt", key + Data([0]) + value, to: &header)
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Takes the next `rows` rows of 8-bit BGRA pixels, `stride` bytes apart
    /// (alpha dropped); returns the bytes made so far.
    public func append(_ pixels: UnsafeRawPointer, stride: Int, rows: Int) throws(ImageError) -> Data {
        var png = header
        header = Data()
        let rowBytes = width * 3
        for y in 0..<min(rows, height - rowsTaken) {
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
                stream.pointee.next_in = input.baseAddress
                stream.pointee.avail_in = uInt(input.count)
                try deflateInput(Z_NO_FLUSH, into: &png)
            }
            rowsTaken += 1
        }
        return png
    }

    /// The last bytes, once every row is in.
    public func finish() throws(ImageError) -> Data {
        guard rowsTaken == height else { throw .encodingFailed(detail: localized("the picture was not drawn")) }
        var png = header
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try deflateInput(Z_FINISH, into: &png)
        Self.appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Deflates what the stream holds, each full output buffer an IDAT chunk.
    private func deflateInput(_ flush: Int32, into png: inout Data) throws(ImageError) {
        var status: Int32
        repeat {
            status = output.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                return deflate(stream, flush)
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw .encodingFailed(detail: localized("zlib stopped with status {status}", ["status": String(status)]))
            }
            let produced = output.count - Int(stream.pointee.avail_out)
            if produced > 0 { Self.appendChunk("IDAT", Data(output[0..<produced]), to: &png) }
        } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
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
