import ArtModel
import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

/// What the canvas knows of a background before its pixels are decoded,
/// and the glyph cache's promise not to render when told not to (the canvas
/// renders only a few glyphs a frame while its tiles are being prepared).
final class CanvasPictureTests: XCTestCase {
    func testABackgroundIsPlacedFromItsHeaderAndItsPreviewComesLater() async throws {
        let jpeg = try JPEGCodec.encode(RGBAImage(width: 3000, height: 2000, filledWith: (10, 20, 30, 255)), quality: 90)
        let preview = await MainActor.run { () -> (Size, Bool)? in
            guard let picture = try? BackgroundPicture(data: jpeg) else { return nil }
            return (picture.size, picture.preview == nil)
        }
        XCTAssertEqual(preview?.0, Size(width: 3000, height: 2000))
        XCTAssertEqual(preview?.1, true, "nothing is decoded on the main thread")

        let side = await MainActor.run { () -> Task<Int?, Never>? in
            guard let picture = try? BackgroundPicture(data: jpeg) else { return nil }
            return Task { @MainActor in
                guard await picture.loadPreview() == nil else { return nil }
                return picture.preview.map { max($0.width, $0.height) }
            }
        }
        let previewSide = await side?.value
        XCTAssertNotNil(previewSide)
        XCTAssertLessThanOrEqual(previewSide ?? .max, BackgroundResolution.previewSide * 2)
        XCTAssertLessThan(previewSide ?? .max, 3000, "the preview is decoded at a reduced scale")
    }

    /// A picture that arrives is decoded once: the import's check is the
    /// canvas's preview and the tiles' first level. Without the check to take
    /// over (a document opened), the preview and the tiles decode their own.
    func testAnArrivingPictureIsDecodedOnceForItsCheckItsPreviewAndItsFirstTiles() async throws {
        let jpeg = try JPEGCodec.encode(RGBAImage(width: 3000, height: 2000, filledWith: (10, 20, 30, 255)), quality: 90)
        func decodesToShow(checking: Bool) async throws -> (decodes: Int, levelWidth: Int?) {
            let before = JPEGCodec.decodes
            let checked = checking ? try CheckedPicture(checking: jpeg) : nil
            let shown = await MainActor.run { () -> Task<Int?, Never>? in
                guard let picture = try? BackgroundPicture(data: jpeg, checked: checked) else { return nil }
                return Task { @MainActor in
                    guard await picture.loadPreview() == nil, picture.preview != nil else { return nil }
                    let levels = BackgroundLevels(data: jpeg, info: picture.info, decoded: picture.checkedPreview)
                    return levels.level(forPixelsPerPoint: 0.25)?.image.width
                }
            }
            let width = await shown?.value
            return (JPEGCodec.decodes - before, width)
        }
        let arriving = try await decodesToShow(checking: true)
        XCTAssertEqual(arriving.decodes, 1)
        XCTAssertEqual(arriving.levelWidth, 750, "a quarter of the picture, the scale the preview reached")
        let opened = try await decodesToShow(checking: false)
        XCTAssertEqual(opened.decodes, 2)
        XCTAssertEqual(opened.levelWidth, 750)
    }

    func testPixelsThatCannotBeDecodedAreToldAndNoPreviewIsMade() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tests/corpus/images/bad-progressive-scan.jpg")
        let broken = try Data(contentsOf: corpus)
        let outcome = await MainActor.run { () -> Task<(ImageError?, Bool), Never>? in
            guard let picture = try? BackgroundPicture(data: broken) else { return nil }
            return Task { @MainActor in (await picture.loadPreview(), picture.preview == nil) }
        }
        let result = await outcome?.value
        XCTAssertEqual(result?.0, .corrupt(detail: "Invalid progressive parameters Ss=64 Se=5 Ah=0 Al=2"))
        XCTAssertEqual(result?.1, true)
    }

    func testBytesThatAreNotAnImageAreNoBackground() async {
        let refused = await MainActor.run { (try? BackgroundPicture(data: Data("not an image".utf8))) == nil }
        XCTAssertTrue(refused)
    }

    func testTheGlyphCacheServesABandAndFindsANeighbourToStandIn() {
        var cache = BandedGlyphCache<String>(memory: 1 << 20)
        XCTAssertNil(cache.glyph(for: "🐝", turn: .upright, pixelSize: 40))
        let size = GlyphBand.renderedSize(forPixelSize: 40)
        cache.insert("bee", cost: 100, for: "🐝", turn: .upright, pixelSize: size)
        // The same band serves a slightly different size.
        XCTAssertEqual(cache.glyph(for: "🐝", turn: .upright, pixelSize: 39)?.pixelSize, size)
        XCTAssertNil(cache.glyph(for: "🐝", turn: .upright, pixelSize: 60), "another band")
        XCTAssertEqual(cache.nearest(for: "🐝", turn: .upright, pixelSize: 60, within: 3)?.glyph, "bee")
        XCTAssertNil(cache.nearest(for: "🐝", turn: .upright, pixelSize: 200, within: 3), "too far")
        XCTAssertNil(cache.nearest(for: "🌻", turn: .upright, pixelSize: 40, within: 3), "another emoji")
        let turned = EmojiTurn(rotation: 15, mirrored: false)
        XCTAssertNil(cache.glyph(for: "🐝", turn: turned, pixelSize: 40), "the same emoji turned: a glyph of its own")
        XCTAssertNil(cache.nearest(for: "🐝", turn: turned, pixelSize: 60, within: 3), "an upright glyph stands in for no turn")
    }
}
