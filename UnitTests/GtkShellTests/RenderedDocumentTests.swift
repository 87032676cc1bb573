import ArtModel
import Foundation
import PhotoFixtures
import XCTest
@testable import EmojiArtGtk

/// The exported picture, decoded again as a viewer would: its size and the
/// colours where the background and the emojis are.
final class RenderedDocumentTests: XCTestCase {
    private let red: (UInt8, UInt8, UInt8, UInt8) = (208, 32, 32, 255)

    private func redBackground(width: Int, height: Int) throws -> EmojiArt.Background {
        .imageData(try JPEGCodec.encode(RGBAImage(width: width, height: height, filledWith: red), quality: 95))
    }

    private func decodedPNG(_ picture: RenderedDocument) throws -> RGBAImage {
        let png = try picture.pngData()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return try GTKImageReader.read(png)
    }

    private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        abs(Int(pixel.red) - 208) < 12 && abs(Int(pixel.green) - 32) < 12 && abs(Int(pixel.blue) - 32) < 12
    }

    func testTheBackgroundAtFullSizeWithTheEmojisOverIt() throws {
        let art = EmojiArt(background: try redBackground(width: 300, height: 200), emojis: [
            EmojiArt.Emoji(text: "🌻", x: -100, y: 0, size: 60, id: 1),
        ])
        guard case .imageData(let bytes) = art.background else { return XCTFail("no image") }
        let image = try decodedPNG(try RenderedDocument.render(art, backgroundBytes: bytes))
        XCTAssertEqual([image.width, image.height], [300, 200])
        XCTAssertTrue(isRed(image.pixel(x: 2, y: 2)))
        XCTAssertTrue(isRed(image.pixel(x: 250, y: 100)))
        // The sunflower's middle sits at (50, 100): not the background there.
        XCTAssertFalse(isRed(image.pixel(x: 50, y: 100)))
        let sunflower = (30...70).flatMap { x in (80...120).map { y in image.pixel(x: x, y: y) } }.filter { !isRed($0) }
        XCTAssertGreaterThan(sunflower.count, 800)
    }

    /// A thumbnail: the same picture at most `maximumSide` pixels a side,
    /// the background decoded at a reduced scale, the emojis scaled with it.
    func testAThumbnailIsThePictureScaledDownWithItsEmojis() throws {
        let art = EmojiArt(background: try redBackground(width: 3000, height: 2000), emojis: [
            EmojiArt.Emoji(text: "🌻", x: -1000, y: 0, size: 600, id: 1),
        ])
        guard case .imageData(let bytes) = art.background else { return XCTFail("no image") }
        let image = try decodedPNG(try RenderedDocument.render(art, backgroundBytes: bytes, maximumSide: 300))
        XCTAssertEqual([image.width, image.height], [300, 200])
        XCTAssertTrue(isRed(image.pixel(x: 2, y: 2)))
        XCTAssertTrue(isRed(image.pixel(x: 250, y: 100)))
        let sunflower = (30...70).flatMap { x in (80...120).map { y in image.pixel(x: x, y: y) } }.filter { !isRed($0) }
        XCTAssertGreaterThan(sunflower.count, 800)
    }

    /// A background on the web is not fetched for a thumbnail: grey stands in for it.
    func testAThumbnailOfAWebBackgroundIsItsEmojisOnAPlaceholder() throws {
        let art = EmojiArt(background: .url(URL(string: "https://example.com/photo.jpg")!), emojis: [
            EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1),
        ])
        let image = try decodedPNG(try RenderedDocument.render(art, backgroundBytes: nil, maximumSide: 256, placeholder: true))
        let corner = image.pixel(x: 1, y: 1)
        XCTAssertEqual([corner.red, corner.green, corner.blue], [0xde, 0xdd, 0xda])
        let empty = EmojiArt(background: art.background, emojis: [])
        let square = try decodedPNG(try RenderedDocument.render(empty, backgroundBytes: nil, maximumSide: 128, placeholder: true))
        XCTAssertEqual([square.width, square.height], [128, 128])
    }

    func testABlankDocumentIsItsEmojisOnWhite() throws {
        let art = EmojiArt(background: .blank, emojis: [
            EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1),
            EmojiArt.Emoji(text: "🐝", x: 200, y: 0, size: 40, id: 2),
        ])
        let image = try decodedPNG(try RenderedDocument.render(art, backgroundBytes: nil))
        XCTAssertEqual([image.width, image.height], [280, 80])
        let corner = image.pixel(x: 1, y: 1)
        XCTAssertEqual([corner.red, corner.green, corner.blue, corner.alpha], [255, 255, 255, 255])
        let bee = image.pixel(x: 40, y: 40)
        XCTAssertNotEqual([bee.red, bee.green, bee.blue], [255, 255, 255])
    }

    func testNothingToExportAndABrokenBackgroundAreRefused() {
        XCTAssertThrowsError(try RenderedDocument.render(EmojiArt(), backgroundBytes: nil)) { error in
            XCTAssertEqual(error as? ExportFailure, .nothingToExport)
        }
        XCTAssertThrowsError(try RenderedDocument.render(EmojiArt(), backgroundBytes: Data("not a picture".utf8))) { error in
            guard case .backgroundUnavailable? = error as? ExportFailure else { return XCTFail("\(error)") }
        }
    }

    /// A phone photo in Adobe RGB exports upright and in sRGB, its emoji
    /// where a person put it: on the picture as they see it.
    func testAPhonePhotoExportsUprightInItsColours() throws {
        let stored = PhotoFixtures.quadrants(width: 300, height: 200)
        let jpeg = try PhotoFixtures.jpeg(stored, orientation: 6, iccProfile: try PhotoFixtures.Space.adobeRGB.iccData)
        let art = EmojiArt(background: .imageData(jpeg), emojis: [EmojiArt.Emoji(text: "🌻", x: 0, y: 0, size: 40, id: 1)])
        let image = try decodedPNG(try RenderedDocument.render(art, backgroundBytes: jpeg))
        XCTAssertEqual([image.width, image.height], [200, 300])
        let corners = PhotoFixtures.corners(of: image)
        for (seen, stored) in zip(corners, [PhotoFixtures.blue, PhotoFixtures.red, PhotoFixtures.yellow, PhotoFixtures.green]) {
            XCTAssertTrue(PhotoFixtures.close(seen, try PhotoFixtures.Space.adobeRGB.inSRGB(stored), within: 6), "\(seen)")
        }
        // The emoji is in the middle of the upright picture, where the four meet.
        let sunflower = image.pixel(x: 100, y: 150)
        for quadrant in [PhotoFixtures.red, PhotoFixtures.green, PhotoFixtures.blue, PhotoFixtures.yellow] {
            XCTAssertFalse(PhotoFixtures.close((sunflower.red, sunflower.green, sunflower.blue),
                                               try PhotoFixtures.Space.adobeRGB.inSRGB(quadrant), within: 30))
        }
    }
}
