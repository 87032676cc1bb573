import Testing
@testable import ArtModel

/// The half level made as rows go by, a row at a time or a band at a time.
@Suite struct RowHalverTests {
    /// Rows of noise, so that every channel of every pixel differs.
    static func noise(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 2_463_534_242
        return (0..<width * height * 4).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }

    /// The half level by its definition: the rounded mean of two by two, the odd last column and row with themselves.
    static func expected(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let (halfWidth, halfHeight) = ((width + 1) / 2, (height + 1) / 2)
        return (0..<halfWidth * halfHeight * 4).map { index in
            let (x, y, channel) = (index / 4 % halfWidth, index / 4 / halfWidth, index % 4)
            func at(_ x: Int, _ y: Int) -> Int { Int(pixels[(min(y, height - 1) * width + min(x, width - 1)) * 4 + channel]) }
            return UInt8((at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) + at(2 * x + 1, 2 * y + 1) + 2) / 4)
        }
    }

    /// Bands of 5 rows leave a row waiting at every other band's end: it
    /// pairs with the next band's first, as rows given one at a time would.
    @Test(arguments: [(7, 11), (8, 10), (13, 4), (1, 3)])
    func bandsGiveWhatRowsGive(width: Int, height: Int) {
        let pixels = Self.noise(width: width, height: height)
        var byRow: [UInt8] = [], byBand: [UInt8] = []
        let rowHalver = RowHalver(width: width), bandHalver = RowHalver(width: width)
        let rowBytes = width * 4, halfBytes = (width + 1) / 2 * 4
        pixels.withUnsafeBytes { rows in
            for row in 0..<height {
                rowHalver.add(rows.baseAddress! + row * rowBytes) { byRow += UnsafeRawBufferPointer(start: $0, count: halfBytes) }
            }
            for first in stride(from: 0, to: height, by: 5) {
                bandHalver.add(rows: rows.baseAddress! + first * rowBytes, stride: rowBytes, count: min(5, height - first)) {
                    byBand += UnsafeRawBufferPointer(start: $0, count: halfBytes)
                }
            }
        }
        rowHalver.finish { byRow += UnsafeRawBufferPointer(start: $0, count: halfBytes) }
        bandHalver.finish { byBand += UnsafeRawBufferPointer(start: $0, count: halfBytes) }
        let expected = Self.expected(pixels, width: width, height: height)
        #expect(byRow == expected)
        #expect(byBand == expected)
    }
}
