import ArtModel
import CGtk
import Foundation
import PhotoFixtures
import XCTest
@testable import EmojiArtGtk

/// Tiles as the worker renders them: an emoji that straddles two tiles is
/// drawn in both, so the seam between them cannot be seen.
final class TileWorkerTests: XCTestCase {
    private func nonWhitePixels(in image: CairoImage, columns: Range<Int>, rows: Range<Int>) -> Int {
        guard let data = cairo_image_surface_get_data(image.surface) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        var count = 0
        for y in rows {
            for x in columns {
                let pixel = data.advanced(by: y * stride + x * 4)
                if pixel[0] < 200 || pixel[1] < 200 || pixel[2] < 200 { count += 1 }
            }
        }
        return count
    }

    func testAnEmojiAcrossATileEdgeIsDrawnInBothTiles() throws {
        // Level 0: one pixel a point, tiles 512 points wide; the edge is at x = 512.
        let emoji = EmojiArt.Emoji(text: "🌈", x: 512, y: 256, size: 100, id: 1)
        let content = TileContent(version: 1, emojis: [emoji], hidden: [], selection: [], background: nil, style: .light,
                                  deviceScale: 1)
        let worker = TileWorker.forTests()
        let left = try XCTUnwrap(worker.draw(TileGrid.Tile(level: 0, column: 0, row: 0), from: content))
        let right = try XCTUnwrap(worker.draw(TileGrid.Tile(level: 0, column: 1, row: 0), from: content))
        XCTAssertGreaterThan(nonWhitePixels(in: left, columns: 470..<512, rows: 216..<296), 1000)
        XCTAssertGreaterThan(nonWhitePixels(in: right, columns: 0..<42, rows: 216..<296), 1000)
        XCTAssertEqual(nonWhitePixels(in: left, columns: 0..<400, rows: 0..<512), 0)
    }

    func testATileAroundThePictureIsTheDesktopStylesField() throws {
        let dark = CanvasStyle(isDark: true, isHighContrast: false)
        let content = TileContent(version: 1, emojis: [], hidden: [], selection: [], background: nil, style: dark,
                                  deviceScale: 1)
        let image = try XCTUnwrap(TileWorker.forTests().draw(TileGrid.Tile(level: 0, column: 0, row: 0), from: content))
        let data = try XCTUnwrap(cairo_image_surface_get_data(image.surface))
        XCTAssertEqual([data[0], data[1], data[2]], [0x1e, 0x1e, 0x1e], "Adwaita's dark view colour")
    }

    /// Accent-blue pixels (#3584e4, BGRX in memory) in a band of rows.
    private func accentPixels(in image: CairoImage, rows: Range<Int>) -> Int {
        guard let data = cairo_image_surface_get_data(image.surface) else { return 0 }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        return rows.reduce(0) { count, y in
            count + (0..<image.width).filter { x in
                let pixel = data.advanced(by: y * stride + x * 4)
                return abs(Int(pixel[0]) - 0xe4) < 30 && abs(Int(pixel[1]) - 0x84) < 30 && abs(Int(pixel[2]) - 0x35) < 30
            }.count
        }
    }

    func testASelectedEmojisRingIsInItsTileAndInTheTileItReachesInto() throws {
        // Its glyph ends a few points short of the edge at x = 512; its ring crosses it.
        let emoji = EmojiArt.Emoji(text: "🐝", x: 480, y: 256, size: 50, id: 7)
        let worker = TileWorker.forTests()
        func tiles(selected: Set<EmojiArt.Emoji.ID>) throws -> (CairoImage, CairoImage) {
            let content = TileContent(version: 1, emojis: [emoji], hidden: [], selection: selected, background: nil,
                                      style: .light, deviceScale: 1)
            return (try XCTUnwrap(worker.draw(TileGrid.Tile(level: 0, column: 0, row: 0), from: content)),
                    try XCTUnwrap(worker.draw(TileGrid.Tile(level: 0, column: 1, row: 0), from: content)))
        }
        let (plain, _) = try tiles(selected: [])
        XCTAssertEqual(accentPixels(in: plain, rows: 0..<512), 0, "no ring round an emoji not selected")
        let (left, right) = try tiles(selected: [7])
        // The ring's top and bottom lines, 2 pixels thick, about as wide as the glyph.
        XCTAssertGreaterThan(accentPixels(in: left, rows: 0..<512), 150)
        XCTAssertGreaterThan(accentPixels(in: right, rows: 0..<512), 0, "the ring's right side, beyond the edge")
    }

    /// The emojis a drag draws live are left out of the tiles, rings and all.
    func testAnEmojiDrawnLiveIsLeftOutOfTheTileWithItsRing() throws {
        let emoji = EmojiArt.Emoji(text: "🐝", x: 256, y: 256, size: 50, id: 7)
        let content = TileContent(version: 1, emojis: [emoji], hidden: [7], selection: [7], background: nil,
                                  style: .light, deviceScale: 1)
        let image = try XCTUnwrap(TileWorker.forTests().draw(TileGrid.Tile(level: 0, column: 0, row: 0), from: content))
        XCTAssertEqual(nonWhitePixels(in: image, columns: 0..<512, rows: 0..<512), 0)
    }

    /// What render delivers for `tile` of `content` while the canvas wants `wanted`.
    private func delivered(_ tile: TileGrid.Tile, of content: TileContent, wanted: Set<TileGrid.Tile>,
                           version: Int) -> CairoImage? {
        let worker = TileWorker.forTests()
        worker.want(wanted, version: version)
        let done = expectation(description: "delivered")
        nonisolated(unsafe) var image: CairoImage?
        worker.render(tile, from: content) { delivered in
            image = delivered
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        return image
    }

    func testOnlyATileWantedOfTheVersionWantedIsRendered() {
        let tile = TileGrid.Tile(level: 0, column: 0, row: 0)
        let content = TileContent(version: 3, emojis: [EmojiArt.Emoji(text: "🐝", x: 100, y: 100, size: 40, id: 1)],
                                  hidden: [], selection: [], background: nil, style: .light, deviceScale: 1)
        XCTAssertNotNil(delivered(tile, of: content, wanted: [tile], version: 3))
        XCTAssertNil(delivered(tile, of: content, wanted: [tile], version: 4), "the document has moved on")
        XCTAssertNil(delivered(tile, of: content, wanted: [], version: 3), "gone out of view")
    }

    /// Small emojis are drawn from glyphs of their own whole pixel size,
    /// unscaled; large ones from their band's glyph, scaled.
    func testASmallEmojiIsDrawnFromAGlyphOfItsOwnSize() throws {
        let thread = BackgroundThread(name: "test glyphs")
        defer { thread.close() }
        let shared = SharedGlyphs(renderingOn: thread)
        let glyphs = TileGlyphs(shared: shared)
        glyphs.beginTile(scale: 1)
        guard case .exact(let small) = try XCTUnwrap(glyphs.glyph(for: "🐝", turn: .upright, size: 20)) else {
            return XCTFail("a 20-pixel emoji is drawn unscaled")
        }
        let band = try XCTUnwrap(shared.glyph(for: "🐝", turn: .upright, pixelSize: 20))
        XCTAssertEqual(Double(small.height), Double(band.glyph.height) * 20 / band.pixelSize, accuracy: 1)
        guard case .scaled(_, let factor) = try XCTUnwrap(glyphs.glyph(for: "🐝", turn: .upright, size: 100)) else {
            return XCTFail("a 100-pixel emoji is scaled from its band")
        }
        XCTAssertLessThanOrEqual(factor, 1)
        glyphs.beginTile(scale: 0.1)
        XCTAssertNil(glyphs.glyph(for: "🐝", turn: .upright, size: 1), "under half a pixel: not drawn")
    }
}

/// Turned emojis in tiles, drawn from glyphs rendered turned: what the
/// upright emoji's tile shows, turned about the emoji's centre.
final class TurnedTileTests: XCTestCase {
    /// A tile's pixels as (blue, green, red), row by row.
    private typealias Pixels = [[(Int, Int, Int)]]

    private func tile(with emoji: EmojiArt.Emoji) throws -> Pixels {
        let content = TileContent(version: 1, emojis: [emoji], hidden: [], selection: [], background: nil, style: .light,
                                  deviceScale: 1)
        let image = try XCTUnwrap(TileWorker.forTests().draw(TileGrid.Tile(level: 0, column: 0, row: 0), from: content))
        let data = try XCTUnwrap(cairo_image_surface_get_data(image.surface))
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        return (0..<image.height).map { y in
            (0..<image.width).map { x in
                let pixel = data.advanced(by: y * stride + x * 4)
                return (Int(pixel[0]), Int(pixel[1]), Int(pixel[2]))
            }
        }
    }

    /// The share of `turned`'s coloured pixels that `upright` has, taken
    /// where `source` says (with a pixel's slack: glyphs sit on whole pixels).
    private func agreement(_ turned: Pixels, _ upright: Pixels, source: (Int, Int) -> (Int, Int)) -> Double {
        func coloured(_ p: (Int, Int, Int)) -> Bool { p.0 < 200 || p.1 < 200 || p.2 < 200 }
        func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
            abs(a.0 - b.0) < 60 && abs(a.1 - b.1) < 60 && abs(a.2 - b.2) < 60
        }
        var colouredCount = 0, matched = 0
        for y in 1..<(turned.count - 1) {
            for x in 1..<(turned[y].count - 1) where coloured(turned[y][x]) {
                colouredCount += 1
                let (sx, sy) = source(x, y)
                let near = (-1...1).flatMap { dy in (-1...1).map { dx in (sx + dx, sy + dy) } }
                    .filter { upright.indices.contains($0.1) && upright[$0.1].indices.contains($0.0) }
                if near.contains(where: { close(upright[$0.1][$0.0], turned[y][x]) }) { matched += 1 }
            }
        }
        XCTAssertGreaterThan(colouredCount, 1000, "the emoji is drawn")
        return Double(matched) / Double(max(colouredCount, 1))
    }

    // 👉 points right: mirrored or turned, it points elsewhere, so a tile
    // drawn upright cannot pass for a turned one.
    func testAMirroredEmojiIsTheUprightOneFlippedAboutItsCentre() throws {
        let upright = try tile(with: EmojiArt.Emoji(text: "👉", x: 256, y: 256, size: 100, id: 1))
        let mirrored = try tile(with: EmojiArt.Emoji(text: "👉", x: 256, y: 256, size: 100, id: 1, mirrored: true))
        XCTAssertGreaterThan(agreement(mirrored, upright) { x, y in (511 - x, y) }, 0.97)
        XCTAssertLessThan(agreement(upright, upright) { x, y in (511 - x, y) }, 0.8, "the hand is not symmetric")
    }

    func testATurnedEmojiIsTheUprightOneTurnedAboutItsCentre() throws {
        let upright = try tile(with: EmojiArt.Emoji(text: "👉", x: 256, y: 256, size: 100, id: 1))
        let turned = try tile(with: EmojiArt.Emoji(text: "👉", x: 256, y: 256, size: 100, id: 1, rotation: 90))
        // Turned a quarter clockwise, the pixel at (x, y) came from (y, 511 - x).
        XCTAssertGreaterThan(agreement(turned, upright) { x, y in (y, 511 - x) }, 0.97)
        // At 30°, from the point turned back by 30° about the centre.
        let thirty = try tile(with: EmojiArt.Emoji(text: "👉", x: 256, y: 256, size: 100, id: 1, rotation: 30))
        let angle = -30.0 * .pi / 180
        XCTAssertGreaterThan(agreement(thirty, upright) { x, y in
            let dx = Double(x) + 0.5 - 256, dy = Double(y) + 0.5 - 256
            return (Int((256 + dx * cos(angle) - dy * sin(angle)).rounded(.down)),
                    Int((256 + dx * sin(angle) + dy * cos(angle)).rounded(.down)))
        }, 0.9)
    }

    /// A turned emoji's glyph is one of its own, unscaled like an upright
    /// one, as large as the turned box.
    func testASmallTurnedEmojiIsDrawnFromATurnedGlyphOfItsOwnSize() throws {
        let thread = BackgroundThread(name: "test glyphs")
        defer { thread.close() }
        let glyphs = TileGlyphs(shared: SharedGlyphs(renderingOn: thread))
        glyphs.beginTile(scale: 1)
        guard case .exact(let upright) = try XCTUnwrap(glyphs.glyph(for: "🐝", turn: .upright, size: 20)),
              case .exact(let turned) = try XCTUnwrap(glyphs.glyph(for: "🐝", turn: EmojiTurn(rotation: 45, mirrored: false), size: 20))
        else { return XCTFail("small emojis are drawn unscaled, turned or not") }
        let diagonal = Double(upright.width + upright.height) / 2.squareRoot()
        XCTAssertEqual(Double(turned.width), diagonal, accuracy: 2)
        XCTAssertEqual(Double(turned.height), diagonal, accuracy: 2)
    }
}

/// The glyphs the tiles and the live drawing share.
final class SharedGlyphsTests: XCTestCase {
    func testAGlyphAskedForLaterIsRenderedOffTheMainThreadAndANeighbourStandsInMeanwhile() {
        let thread = BackgroundThread(name: "test glyphs")
        defer { thread.close() }
        let glyphs = SharedGlyphs(renderingOn: thread)
        XCTAssertNotNil(glyphs.glyph(for: "🌻", turn: .upright, pixelSize: 40))
        XCTAssertNil(glyphs.rendered(for: "🌻", turn: .upright, pixelSize: 48), "the next band up: not rendered yet")
        XCTAssertEqual(glyphs.standIn(for: "🌻", turn: .upright, pixelSize: 48)?.pixelSize, GlyphBand.renderedSize(forPixelSize: 40))
        XCTAssertNil(glyphs.standIn(for: "🌻", turn: .upright, pixelSize: 400), "too far from any band rendered")
        let done = expectation(description: "rendered")
        glyphs.renderLater("🌻", turn: .upright, pixelSize: 48) { done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(glyphs.rendered(for: "🌻", turn: .upright, pixelSize: 48)?.pixelSize, GlyphBand.renderedSize(forPixelSize: 48))
    }
}

extension TileWorker {
    /// A worker with a thread and glyphs of its own.
    static func forTests() -> TileWorker {
        let thread = BackgroundThread(name: "test tiles")
        return TileWorker(thread: thread, glyphs: SharedGlyphs(renderingOn: thread))
    }
}

final class BackgroundLevelsTests: XCTestCase {
    private func blueJPEG(width: Int, height: Int) throws -> Data {
        try JPEGCodec.encode(RGBAImage(width: width, height: height, filledWith: (0x33, 0x66, 0xCC, 255)), quality: 95)
    }

    func testAJPEGIsDecodedAtTheSmallestScaleWithEnoughPixels() throws {
        let jpeg = try blueJPEG(width: 1600, height: 1200)
        let levels = BackgroundLevels(data: jpeg, info: try ImageInspector.inspect(jpeg))
        for (pixelsPerPoint, width) in [(0.1, 200), (0.2, 400), (0.3, 800), (0.5, 800), (0.9, 1600), (1.5, 1600)] {
            let level = try XCTUnwrap(levels.level(forPixelsPerPoint: pixelsPerPoint))
            XCTAssertEqual(level.image.width, width, "at \(pixelsPerPoint) pixels a point")
            let data = try XCTUnwrap(cairo_image_surface_get_data(level.image.surface))
            for (byte, expected) in zip([data[0], data[1], data[2]], [0xCC, 0x66, 0x33]) {
                XCTAssertLessThanOrEqual(abs(Int(byte) - expected), 2, "BGRX blue")
            }
        }
    }
}

/// Tiles of people's photos: turned as their EXIF orientation says and in
/// sRGB, at every zoom level, as the canvas shows them.
final class PhotoTileTests: XCTestCase {
    /// The colour the tile of `level` shows at a point of the document, as
    /// the worker renders it.
    private func color(of jpeg: Data, at point: Point, level: Int) throws -> (UInt8, UInt8, UInt8) {
        try color(of: BackgroundLevels(data: jpeg, info: try ImageInspector.inspect(jpeg)), at: point, level: level)
    }

    private func color(of background: BackgroundLevels, at point: Point, level: Int) throws -> (UInt8, UInt8, UInt8) {
        let content = TileContent(version: 1, emojis: [], hidden: [], selection: [], background: background,
                                  style: .light, deviceScale: 1)
        let tile = try XCTUnwrap(TileGrid.tiles(covering: Rect(center: point, size: Size(width: 1e-3, height: 1e-3)), level: level).first)
        let image = try XCTUnwrap(TileWorker.forTests().draw(tile, from: content))
        let x = Int((point.x - tile.documentRect.minX) * tile.scale), y = Int((point.y - tile.documentRect.minY) * tile.scale)
        let data = try XCTUnwrap(cairo_image_surface_get_data(image.surface))
        let pixel = data.advanced(by: y * Int(cairo_image_surface_get_stride(image.surface)) + x * 4)
        return (pixel[2], pixel[1], pixel[0])
    }

    func testAPhoneHeldUprightIsShownUprightAtEveryLevel() throws {
        // Stored on its side, 1200 × 800; a person sees it 800 × 1200, centred on the origin.
        let jpeg = try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 1200, height: 800), orientation: 6)
        let quadrants = [(Point(x: -200, y: -300), PhotoFixtures.blue), (Point(x: 200, y: -300), PhotoFixtures.red),
                         (Point(x: -200, y: 300), PhotoFixtures.yellow), (Point(x: 200, y: 300), PhotoFixtures.green)]
        for level in [-6, -3, 0, 2] {
            for (point, expected) in quadrants {
                let seen = try color(of: jpeg, at: point, level: level)
                XCTAssertTrue(PhotoFixtures.close(seen, expected, within: 10), "level \(level) at \(point): \(seen), not \(expected)")
            }
        }
    }

    /// A photo whose full size is too large to hold (CanvasMemoryBudget.largestWholeLevel):
    /// its tiles come from the level files, a region each, turned upright as the small levels are.
    func testALargePhotoIsShownFromItsLevelFilesTurnedUpright() throws {
        let jpeg = try PhotoFixtures.jpeg(PhotoFixtures.quadrants(width: 4200, height: 2800), orientation: 6)
        XCTAssertGreaterThan(4200 * 2800 * 4, CanvasMemoryBudget.largestWholeLevel)
        let background = BackgroundLevels(data: jpeg, info: try ImageInspector.inspect(jpeg))
        let quadrants = [(Point(x: -700, y: -1050), PhotoFixtures.blue), (Point(x: 700, y: -1050), PhotoFixtures.red),
                         (Point(x: -700, y: 1050), PhotoFixtures.yellow), (Point(x: 700, y: 1050), PhotoFixtures.green),
                         (Point(x: 1395, y: 2095), PhotoFixtures.green), (Point(x: -1395, y: -2095), PhotoFixtures.blue)]
        for level in [-6, 0, 2] {
            for (point, expected) in quadrants {
                let seen = try color(of: background, at: point, level: level)
                XCTAssertTrue(PhotoFixtures.close(seen, expected, within: 10), "level \(level) at \(point): \(seen), not \(expected)")
            }
        }
        // At full size, a tile's level is a region about as large as the tile, not the photo.
        let tile = Rect(x: 1000, y: 1500, width: 512, height: 512)
        let level = try XCTUnwrap(background.level(forPixelsPerPoint: 1, showing: background.pictureRect(of: tile)))
        XCTAssertLessThanOrEqual(level.image.width * level.image.height, 520 * 520)
    }

    func testAnAdobeRGBPhotosTilesAreInSRGB() throws {
        let jpeg = try PhotoFixtures.jpeg(RGBAImage(width: 600, height: 400, filledWith: (200, 60, 40, 255)),
                                          iccProfile: try PhotoFixtures.Space.adobeRGB.iccData)
        let expected = try PhotoFixtures.Space.adobeRGB.inSRGB((200, 60, 40))
        for level in [-2, 0] {
            let seen = try color(of: jpeg, at: Point(x: 10, y: 10), level: level)
            XCTAssertTrue(PhotoFixtures.close(seen, expected, within: 3), "level \(level): \(seen), not \(expected)")
            // Beyond the picture the canvas stays white.
            XCTAssertTrue(PhotoFixtures.close(try color(of: jpeg, at: Point(x: 400, y: 10), level: level), (255, 255, 255), within: 0))
        }
    }
}
