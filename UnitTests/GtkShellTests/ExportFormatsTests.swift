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
        // Read as a PDF reader reads it (poppler), not as one cairo release writes it.
        let info = try popplerTool("pdfinfo", reading: pdf).split(separator: "\n").reduce(into: [String: String]()) { fields, line in
            let field = line.split(separator: ":", maxSplits: 1)
            if field.count == 2 { fields[String(field[0])] = field[1].trimmingCharacters(in: .whitespaces) }
        }
        XCTAssertEqual(info["Pages"], "1")
        XCTAssertEqual(info["Page size"], "600 x 400 pts", "a 600 × 400 point page")
        // pdfimages -list: page, num, type, width, height, color, comp, bpc, enc, …
        let images = try popplerTool("pdfimages", "-list", reading: pdf).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ").map(String.init) }.filter { $0.count > 8 }
        let background = images.filter { $0[3] == "600" && $0[4] == "400" }
        XCTAssertEqual(background.map { $0[8] }, ["jpeg"], "the background embedded once, as a JPEG: \(images)")
        let svg = String(decoding: try picture.document(as: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"600px\"") && svg.contains("height=\"400px\""), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains("data:image/jpeg;base64,"), "the background embedded as a JPEG")
    }

    /// What a tool of poppler's (poppler-utils) prints of `pdf`.
    private func popplerTool(_ tool: String, _ options: String..., reading pdf: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = options + [file.path]
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, tool)
        return String(decoding: printed, as: UTF8.self)
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
