import ArtModel
import Foundation
import XCTest
@testable import EmojiArtGtk

/// Each export format's bytes, read again as another program would: the
/// size asked for, the background and the emojis where the PNG has them.
final class ExportFormatsTests: XCTestCase {
    private let red: (UInt8, UInt8, UInt8, UInt8) = (208, 32, 32, 255)

    private func poster() throws -> (art: EmojiArt, bytes: Data) {
        let bytes = try JPEGCodec.encode(RGBAImage(width: 600, height: 400, filledWith: red), quality: 95)
        let art = EmojiArt(background: .imageData(bytes), emojis: [EmojiArt.Emoji(text: "🌻", x: -150, y: 0, size: 120, id: 1)])
        return (art, bytes)
    }

    private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        abs(Int(pixel.red) - 208) < 16 && abs(Int(pixel.green) - 32) < 16 && abs(Int(pixel.blue) - 32) < 16
    }

    func testJPEGAndWebPAreThePictureAtTheSizeAsked() throws {
        let (art, bytes) = try poster()
        for format in [ExportFormat.jpeg, .webp] {
            let options = ExportOptions(format: format, longestSide: 300, quality: 90)
            let data = try RenderedDocument.render(art, backgroundBytes: bytes, longestSide: 300).encoded(as: options)
            XCTAssertEqual(ImageFormat.sniff(data), format == .jpeg ? .jpeg : .webp, "\(format)")
            let image = try GTKImageReader.read(data)
            XCTAssertEqual([image.width, image.height], [300, 200], "\(format)")
            XCTAssertTrue(isRed(image.pixel(x: 250, y: 100)), "\(format): the background")
            XCTAssertFalse(isRed(image.pixel(x: 75, y: 100)), "\(format): the sunflower, at (-150, 0) halved")
        }
    }

    func testAFinerQualityMakesALargerJPEG() throws {
        let (art, bytes) = try poster()
        let picture = try RenderedDocument.render(art, backgroundBytes: bytes)
        let rough = try picture.encoded(as: ExportOptions(format: .jpeg, quality: 20))
        let fine = try picture.encoded(as: ExportOptions(format: .jpeg, quality: 95))
        XCTAssertLessThan(rough.count, fine.count)
    }

    func testPDFAndSVGAreOnePageThePicturesSize() throws {
        let (art, bytes) = try poster()
        let picture = try VectorPicture(art, backgroundBytes: bytes)
        let pdf = try picture.document(as: .pdf)
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertNotNil(pdf.range(of: Data("/MediaBox [ 0 0 600 400 ]".utf8)), "a 600 × 400 point page")
        XCTAssertNotNil(pdf.range(of: Data("/DCTDecode".utf8)), "the background embedded as a JPEG")
        let svg = String(decoding: try picture.document(as: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"600px\"") && svg.contains("height=\"400px\""), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains("data:image/jpeg;base64,"), "the background embedded as a JPEG")
    }

    func testWebPRefusesWhatItCannotHoldAndSaysSo() throws {
        let wide = [UInt8](repeating: 255, count: 16_384 * 4)
        XCTAssertThrowsError(try wide.withUnsafeBytes { pixels in
            try WebPEncoder.encodeOpaqueBGRA(try XCTUnwrap(pixels.baseAddress), width: 16_384, height: 1, stride: 16_384 * 4, quality: 90)
        }) { error in
            XCTAssertTrue((error as? ImageError)?.message.contains("16383") ?? false, "\(error)")
        }
    }
}
