import ArtModel
import Foundation
import XCTest
@testable import EmojiArtGtk

/// PNGEncoder's output read back by GTK's own PNG loader, pixel for pixel.
final class PNGEncoderTests: XCTestCase {
    /// Opaque BGRA pixels, `stride` bytes a row, from `color(x, y)` as RGB.
    private func bgra(width: Int, height: Int, stride: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = color(x, y)
                pixels.replaceSubrange(y * stride + 4 * x ..< y * stride + 4 * x + 4, with: [blue, green, red, 255])
            }
        }
        return pixels
    }

    private func assertRoundTrip(width: Int, height: Int, stride: Int, file: StaticString = #filePath, line: UInt = #line,
                                 _ color: @escaping (Int, Int) -> (UInt8, UInt8, UInt8)) throws {
        let pixels = bgra(width: width, height: height, stride: stride, color)
        let png = try pixels.withUnsafeBytes { bytes in
            try PNGEncoder.encodeOpaqueBGRA(try XCTUnwrap(bytes.baseAddress), width: width, height: height, stride: stride)
        }
        let decoded = try GTKImageReader.read(png)
        XCTAssertEqual([decoded.width, decoded.height], [width, height], file: file, line: line)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = decoded.pixel(x: x, y: y), expected = color(x, y)
                guard [pixel.red, pixel.green, pixel.blue, pixel.alpha] == [expected.0, expected.1, expected.2, 255] else {
                    return XCTFail("pixel (\(x), \(y)) is \(pixel), expected \(expected)", file: file, line: line)
                }
            }
        }
    }

    func testASmallPictureWithPaddedRowsComesBackExactly() throws {
        try assertRoundTrip(width: 37, height: 23, stride: 37 * 4 + 12) { x, y in
            (UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256))
        }
    }

    func testANoisyPictureSpanningSeveralDataChunksComesBackExactly() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<(700 * 600)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try assertRoundTrip(width: 700, height: 600, stride: 700 * 4) { x, y in
            let value = noise[y * 700 + x]
            return (value, value &* 3, value &+ 91)
        }
    }
}
