import ArtModel
import Foundation
import PhotoFixtures
import XCTest
@testable import EmojiArtGtk

/// PNG and JPEG exports drawn and written a band at a time: the same
/// picture as the whole photo decoded at once, upright and in sRGB, the
/// emojis whole across the bands' edges; a write that fails stops them.
final class BandedPictureWriterTests: XCTestCase {
    /// 2400 × 1800 stored on its side (EXIF 6) in Adobe RGB: its full size
    /// (17 MB) is a level kept in a file, read a band's region at a time.
    /// Columns 16 pixels wide ramp, so a pixel out of place shows.
    private func turnedPhoto() throws -> Data {
        let width = 2400, height = 1800
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (UInt8(x % 16 * 16), UInt8(y % 16 * 16), UInt8((x / 16 + y / 16) % 2 * 200))
            }
        }
        return try PhotoFixtures.jpeg(RGBAImage(width: width, height: height, pixels: pixels), orientation: 6,
                                      iccProfile: try PhotoFixtures.Space.adobeRGB.iccData)
    }

    private func written(_ art: EmojiArt, _ bytes: Data, as format: ExportFormat) throws -> Data {
        let painter = PicturePainter(try ExportSource(art, backgroundBytes: bytes, maximumPixels: .max), emojis: art.emojis)
        var file = Data()
        try BandedPictureWriter.write(painter, as: ExportOptions(format: format, quality: 95)) { file.append($0) }
        return file
    }

    /// Over every `step`th row: a turn or a shift shows on any of them.
    private func largestDifference(_ a: RGBAImage, _ b: RGBAImage, step: Int = 1) -> Int {
        var largest = 0
        for y in stride(from: 0, to: a.height, by: step) {
            for x in 0..<a.width {
                let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
                largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }
        }
        return largest
    }

    func testATurnedPhotoIsWrittenInBandsAsTheWholePhotoDecodesIt() throws {
        let jpeg = try turnedPhoto()
        let art = EmojiArt(background: .imageData(jpeg), emojis: [])
        let png = try GTKImageReader.read(try written(art, jpeg, as: .png))
        let whole = try ImageDecoder.decode(jpeg).upright()
        XCTAssertEqual([png.width, png.height], [1800, 2400])
        XCTAssertEqual([whole.width, whole.height], [1800, 2400])
        XCTAssertLessThanOrEqual(largestDifference(png, whole, step: 5), 4)
        let jpegPicture = try GTKImageReader.read(try written(art, jpeg, as: .jpeg))
        XCTAssertEqual([jpegPicture.width, jpegPicture.height], [1800, 2400])
        XCTAssertLessThanOrEqual(largestDifference(jpegPicture, whole, step: 5), 60)  // quality 95 of 16-pixel ramps
    }

    /// Emojis across the edges of bands (every 256 rows) are drawn whole,
    /// as the whole picture draws them.
    func testEmojisAcrossBandEdgesAreDrawnWhole() throws {
        let jpeg = try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 900, height: 1200))
        let emojis = [EmojiArt.Emoji(text: "🌻", x: -300, y: -344, size: 90, id: 1),
                      EmojiArt.Emoji(text: "👩🏽‍🚀", x: 0, y: -88, size: 120, id: 2),
                      EmojiArt.Emoji(text: "🐝", x: 200, y: 168, size: 60, id: 3, rotation: 30)]
        let art = EmojiArt(background: .imageData(jpeg), emojis: emojis)
        let banded = try GTKImageReader.read(try written(art, jpeg, as: .png))
        let whole = try GTKImageReader.read(try RenderedDocument.render(art, backgroundBytes: jpeg).pngData())
        XCTAssertEqual([banded.width, banded.height], [900, 1200])
        XCTAssertEqual(largestDifference(banded, whole), 0)
    }

    func testAFailingWriteStopsTheExportWithItsError() throws {
        struct DiskFull: Error {}
        let jpeg = try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 2000, height: 1500))
        let art = EmojiArt(background: .imageData(jpeg), emojis: [])
        let painter = PicturePainter(try ExportSource(art, backgroundBytes: jpeg), emojis: art.emojis)
        for format in [ExportFormat.png, .jpeg] {
            var writes = 0
            XCTAssertThrowsError(try BandedPictureWriter.write(painter, as: ExportOptions(format: format)) { _ in
                writes += 1
                throw DiskFull()
            }) { error in
                XCTAssertTrue(error is DiskFull, "\(format): \(error)")
            }
            XCTAssertEqual(writes, 1, "\(format)")
        }
    }
}
