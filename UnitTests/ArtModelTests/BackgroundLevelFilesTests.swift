import Foundation
import PhotoFixtures
import Testing
@testable import ArtModel

/// A JPEG's large levels written to files by one pass and read back a
/// region at a time: the pixels are those of a whole decode.
@Suite struct BackgroundLevelFilesTests {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("level-files-tests")

    /// Levels over 1 MB go to files: for 1301 × 999, the full size and the half.
    static func files(_ jpeg: Data, width: Int = 1301, height: Int = 999) throws -> BackgroundLevelFiles {
        try #require(BackgroundLevelFiles(jpeg: jpeg, width: width, height: height, directory: directory,
                                          largestWholeLevel: 1 << 20))
    }

    static func read(_ files: BackgroundLevelFiles, eighths: Int, _ region: PixelRegion) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        let read = pixels.withUnsafeMutableBytes { files.read(eighths: eighths, region, into: $0.baseAddress!, stride: region.width * 4) }
        return read ? pixels : nil
    }

    @Test func keepsOnlyTheLevelsTooLargeToHold() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 1301, height: 999), quality: 90)
        let files = try Self.files(jpeg)
        #expect(files.eighths == [8, 4])
        #expect(files.size(ofEighths: 4)! == (651, 500))
        #expect(files.size(ofEighths: 2) == nil)
        #expect(BackgroundLevelFiles(jpeg: jpeg, width: 1301, height: 999, directory: Self.directory) == nil,
                "a 5 MB full size is held whole")
    }

    @Test func aRegionOfTheFullSizeIsThatOfAWholeDecode() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 1301, height: 999), quality: 90)
        let whole = try JPEGCodecTests.decodeBGRX(jpeg)
        let files = try Self.files(jpeg)
        files.fill()
        for region in [PixelRegion(x: 0, y: 0, width: 40, height: 30), PixelRegion(x: 1000, y: 700, width: 301, height: 299),
                       PixelRegion(x: 517, y: 3, width: 1, height: 996)] {
            let pixels = try #require(Self.read(files, eighths: 8, region))
            let expected = (0..<region.height).flatMap { row -> ArraySlice<UInt8> in
                let start = ((region.y + row) * whole.width + region.x) * 4
                return whole.pixels[start..<start + region.width * 4]
            }
            #expect(pixels == expected, "\(region)")
        }
    }

    /// A picture of 4 megapixels or more is written in two parts at once:
    /// the same pixels, where the parts meet too, at the full size and the half.
    @Test func aPassInTwoPartsWritesTheSamePixels() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 2600, height: 1700), quality: 90)
        let whole = try JPEGCodecTests.decodeBGRX(jpeg)
        let files = try Self.files(jpeg, width: 2600, height: 1700)
        files.fill()
        let cut = 1700 * 58 / 100 / 16 * 16
        let region = PixelRegion(x: 100, y: cut - 20, width: 50, height: 40)
        let pixels = try #require(Self.read(files, eighths: 8, region))
        let expected = (0..<region.height).flatMap { row -> ArraySlice<UInt8> in
            let start = ((region.y + row) * 2600 + region.x) * 4
            return whole.pixels[start..<start + region.width * 4]
        }
        #expect(pixels == expected)
        let half = try #require(Self.read(files, eighths: 4, PixelRegion(x: 0, y: 0, width: 1300, height: 850)))
        for y in [0, cut / 2 - 1, cut / 2, 849] {
            func full(_ dx: Int, _ dy: Int) -> Int { Int(whole.pixels[((2 * y + dy) * 2600 + 40 + dx) * 4]) }
            let sum = full(0, 0) + full(1, 0) + full(0, 1) + full(1, 1)
            #expect(Int(half[(y * 1300 + 20) * 4]) == (sum + 2) / 4, "row \(y)")
        }
    }

    /// Each pixel of the half size is the mean of the two by two below it,
    /// the odd last column and row averaged with themselves.
    @Test func theHalfSizeAveragesTheFullSize() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 1301, height: 999), quality: 90)
        let whole = try JPEGCodecTests.decodeBGRX(jpeg)
        let files = try Self.files(jpeg)
        files.fill()
        let half = try #require(Self.read(files, eighths: 4, PixelRegion(x: 0, y: 0, width: 651, height: 500)))
        func full(_ x: Int, _ y: Int, _ channel: Int) -> Int {
            Int(whole.pixels[(min(y, 998) * 1301 + min(x, 1300)) * 4 + channel])
        }
        for (x, y) in [(0, 0), (300, 200), (650, 0), (0, 499), (650, 499)] {
            for channel in 0..<3 {
                let sum = full(2 * x, 2 * y, channel) + full(2 * x + 1, 2 * y, channel)
                    + full(2 * x, 2 * y + 1, channel) + full(2 * x + 1, 2 * y + 1, channel)
                #expect(Int(half[(y * 651 + x) * 4 + channel]) == (sum + 2) / 4, "(\(x), \(y)) channel \(channel)")
            }
        }
    }

    /// With three levels in files, the quarter is made from the half as the
    /// half's rows go by, each part's rows gathered into bands of their own:
    /// every row of it, where the parts meet too, averages the half's.
    @Test func theQuarterAveragesTheHalfAcrossBothParts() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 2600, height: 1700), quality: 90)
        let files = try Self.files(jpeg, width: 2600, height: 1700)
        #expect(files.eighths == [8, 4, 2])
        files.fill()
        let half = try #require(Self.read(files, eighths: 4, PixelRegion(x: 0, y: 0, width: 1300, height: 850)))
        let quarter = try #require(Self.read(files, eighths: 2, PixelRegion(x: 0, y: 0, width: 650, height: 425)))
        let cut = 1700 * 58 / 100 / 16 * 16
        for y in [0, 7, 8, cut / 4 - 1, cut / 4, 424] {
            for x in [0, 333, 649] {
                func above(_ dx: Int, _ dy: Int) -> Int { Int(half[((2 * y + dy) * 1300 + 2 * x + dx) * 4 + 1]) }
                let sum = above(0, 0) + above(1, 0) + above(0, 1) + above(1, 1)
                #expect(Int(quarter[(y * 650 + x) * 4 + 1]) == (sum + 2) / 4, "(\(x), \(y))")
            }
        }
    }

    /// A reader asking for rows not yet written waits for them, from another thread.
    @Test func aReaderWaitsForThePass() async throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 1301, height: 999), quality: 90)
        let files = try Self.files(jpeg)
        let reading = Task.detached { Self.read(files, eighths: 8, PixelRegion(x: 0, y: 900, width: 10, height: 99)) != nil }
        try await Task.sleep(for: .milliseconds(50))
        files.fill()
        #expect(await reading.value)
    }

    /// A progressive JPEG cannot be read a band at a time: the levels are
    /// not available, and nothing waits for them.
    @Test func aProgressiveJPEGLeavesTheFilesUnavailable() throws {
        let jpeg = try PhotoFixtures.progressiveJPEG(JPEGCodecTests.pattern(width: 1301, height: 999))
        let files = try Self.files(jpeg)
        files.fill()
        #expect(!files.isAvailable)
        #expect(Self.read(files, eighths: 8, PixelRegion(x: 0, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func aCancelledPassLetsReadersGo() throws {
        let jpeg = try JPEGCodec.encode(JPEGCodecTests.pattern(width: 1301, height: 999), quality: 90)
        let files = try Self.files(jpeg)
        files.cancel()
        files.fill()
        #expect(!files.isAvailable)
        #expect(Self.read(files, eighths: 8, PixelRegion(x: 0, y: 900, width: 10, height: 99)) == nil)
    }

    @Test func aRegionCoversWhatARectTouchesWithinTheLevel() {
        let rect = Rect(x: 10.5, y: -4, width: 20, height: 10.2)
        #expect(PixelRegion(covering: rect, margin: 2, within: 100, height: 100) == PixelRegion(x: 8, y: 0, width: 25, height: 9))
        #expect(PixelRegion(covering: Rect(x: 200, y: 0, width: 5, height: 5), margin: 2, within: 100, height: 100) == nil)
    }

    /// What the tiles ask of a turned photo: the stored pixels under a part of the picture as seen.
    @Test func everyOrientationMapsBackToTheStoredPixels() {
        for orientation in ImageOrientation.allCases {
            let transform = orientation.transform(width: 40, height: 30)
            let point = Point(x: 7, y: 11)
            let back = transform.inverted.apply(transform.apply(point))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9, "\(orientation)")
        }
        let right = ImageOrientation.right.transform(width: 40, height: 30).inverted
        // Upright, a phone's picture is 30 wide: its top left corner is the stored bottom left.
        #expect(right.apply(Rect(x: 0, y: 0, width: 5, height: 4)) == Rect(x: 0, y: 25, width: 4, height: 5))
    }
}

@Suite struct ImageLimitsTests {
    /// No size is refused for itself: a 1-gigapixel panorama opens with
    /// 16 GB free, and a forged 65535 × 65535 header is refused even with 48 GB.
    @Test func whatOpensFollowsTheMemoryFree() {
        let gigabyte = 1 << 30
        #expect(ImageLimits.maximumPixels(available: 16 * gigabyte) >= 1_000_000_000)
        #expect(ImageLimits.maximumPixels(available: 4 * gigabyte) >= 200_000_000)
        #expect(ImageLimits.maximumPixels(available: 48 * gigabyte) < 65535 * 65535)
        #expect(throws: ImageError.tooLarge(width: 65535, height: 65535)) {
            try ImageLimits.check(width: 65535, height: 65535, maximumPixels: ImageLimits.maximumPixels(available: 24 * gigabyte))
        }
    }

    @Test func readsTheMemoryAvailableFromMeminfo() {
        let meminfo = "MemTotal:       24553604 kB\nMemFree:        20000000 kB\nMemAvailable:   23120044 kB\n"
        #expect(SystemMemory.availableKilobytes(inMeminfo: meminfo) == 23_120_044)
        #expect(SystemMemory.availableKilobytes(inMeminfo: "MemTotal: 1 kB\n") == nil)
        #expect(SystemMemory.available > 0)
    }
}
