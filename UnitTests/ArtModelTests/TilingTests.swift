import Foundation
import Testing
@testable import ArtModel

@Suite struct TileGridTests {
    @Test func theLevelIsAtOrJustAboveTheZoom() {
        #expect(TileGrid.level(forPixelsPerPoint: 1) == 0)
        #expect(TileGrid.level(forPixelsPerPoint: 1.2) == 1)
        #expect(TileGrid.level(forPixelsPerPoint: 0.5) == -2)
        #expect(TileGrid.level(forPixelsPerPoint: 0.6) == -1)
        for zoom in [0.013, 0.27, 0.9, 1.0, 3.3, 60] {
            let scale = TileGrid.scale(ofLevel: TileGrid.level(forPixelsPerPoint: zoom))
            #expect(scale >= zoom * (1 - 1e-9) && scale < zoom * 2.squareRoot() + 1e-9, "zoom \(zoom) → scale \(scale)")
        }
    }

    @Test func tilesCoverTheAreaNearestFirst() {
        // Level 0: 512 document points a tile.
        let tiles = TileGrid.tiles(covering: Rect(x: -100, y: -100, width: 700, height: 200), level: 0)
        #expect(Set(tiles.map { [$0.column, $0.row] }) == [[-1, -1], [0, -1], [1, -1], [-1, 0], [0, 0], [1, 0]])
        #expect([tiles[0].column, tiles[0].row] == [0, 0] || [tiles[0].column, tiles[0].row] == [0, -1])
        #expect(TileGrid.Tile(level: -2, column: 1, row: -1).documentRect == Rect(x: 1024, y: -1024, width: 1024, height: 1024))
    }
}

@Suite struct EmojiIndexTests {
    private func emoji(_ id: Int, _ x: Int, _ y: Int, size: Int = 40) -> EmojiArt.Emoji {
        EmojiArt.Emoji(text: "🐝", x: x, y: y, size: size, id: id)
    }

    @Test func findsExactlyTheEmojisReachingAnAreaInDrawingOrder() {
        let emojis = (1...2000).map { emoji($0, ($0 * 7919) % 6000 - 3000, ($0 * 104729) % 4000 - 2000, size: 20 + $0 % 100) }
        let index = EmojiIndex(EmojiList(emojis))
        for area in [Rect(x: -500, y: -300, width: 800, height: 500), Rect(x: 2900, y: 1900, width: 50, height: 50),
                     Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)] {
            let expected = emojis.filter { EmojiIndex.reach(of: $0).intersects(area) }
            #expect(index.emojis(reaching: area) == expected)
        }
    }

    @Test func aHugeEmojiIsFoundEverywhereItReaches() {
        let index = EmojiIndex([emoji(1, 0, 0, size: 2000), emoji(2, 5000, 0)] as EmojiList)
        #expect(index.emojis(reaching: Rect(x: 1500, y: 1500, width: 10, height: 10)).map(\.id) == [1])
    }
}

@Suite struct TileInvalidationTests {
    private let bee = EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1)
    private let car = EmojiArt.Emoji(text: "🚗", x: 500, y: 0, size: 40, id: 2)

    @Test func aMoveDirtiesWhereTheEmojiWasAndWhereItIs() {
        var moved = bee
        moved.x = 100
        let areas = TileInvalidation.changedAreas(from: [bee, car], to: [moved, car])
        #expect(areas == [EmojiIndex.reach(of: bee), EmojiIndex.reach(of: moved)])
    }

    @Test func addingAndDeletingDirtyTheirOwnArea() {
        #expect(TileInvalidation.changedAreas(from: [bee], to: [bee, car]) == [EmojiIndex.reach(of: car)])
        #expect(TileInvalidation.changedAreas(from: [bee, car], to: [car]) == [EmojiIndex.reach(of: bee)])
        #expect(TileInvalidation.changedAreas(from: [bee, car], to: [bee, car]) == [])
    }

    @Test func aRestackOfUnrelatedListsDirtiesEverything() {
        #expect(TileInvalidation.changedAreas(from: [bee, car], to: [car, bee]) == nil)
    }

    /// In a document's list, whose versions share chunks, an emoji brought
    /// to the front (or sent to the back) leaves where it was and arrives
    /// where it is, among thousands: only its own area is drawn again.
    @Test func anEmojiBroughtToTheFrontDirtiesOnlyItsOwnArea() {
        let many = EmojiList((1...5000).map { EmojiArt.Emoji(text: "🐝", x: $0, y: 0, size: 10, id: $0) })
        let moved = many[2500]
        for toFront in [true, false] {
            var restacked = many
            restacked.restack([moved.id], toFront: toFront)
            #expect(TileInvalidation.changedAreas(from: many, to: restacked) == [EmojiIndex.reach(of: moved), EmojiIndex.reach(of: moved)])
        }
    }

    /// A rubber band's emojis lie in every chunk of a large document: taking
    /// them out, or putting them back moved, dirties where each was or is.
    @Test func emojisTakenFromEveryChunkAndPutBackMovedDirtyOnlyTheirOwnAreas() {
        let many = EmojiList((1...20_000).map { EmojiArt.Emoji(text: "🐝", x: $0, y: 0, size: 10, id: $0) })
        let dragged = Set(stride(from: 7, through: 20_000, by: 20))
        let without = many.removing(dragged)
        #expect(TileInvalidation.changedAreas(from: many, to: without)
                == many.emojis(withIDs: dragged).map(EmojiIndex.reach(of:)))
        let moved = many.updating(dragged) { $0.y = 300 }
        #expect(TileInvalidation.changedAreas(from: without, to: moved)
                == moved.emojis(withIDs: dragged).map(EmojiIndex.reach(of:)))
    }

    @Test func swappingOneEmojiForAnotherInItsPlaceDirtiesBoth() {
        let other = EmojiArt.Emoji(text: "🌳", x: -300, y: 0, size: 40, id: 3)
        #expect(TileInvalidation.changedAreas(from: [bee, car], to: [other, car])
                == [EmojiIndex.reach(of: bee), EmojiIndex.reach(of: other)])
    }

    @Test func movingThousandsDirtiesEverythingRatherThanTestingEachTileAgainstEach() {
        let emojis = (0...TileInvalidation.changedAreaLimit).map { EmojiArt.Emoji(text: "🐝", x: $0, y: 0, size: 10, id: $0) }
        let many = EmojiList(emojis)
        #expect(TileInvalidation.changedAreas(from: many, to: many.updating([0]) { $0.y = 5 })?.count == 2)
        #expect(TileInvalidation.changedAreas(from: many, to: many.updating(Set(many.map(\.id))) { $0.y = 5 }) == nil)
        #expect(TileInvalidation.changedAreas(from: many, to: []) == nil)
        let added = EmojiArt.Emoji(text: "🌳", x: 0, y: 90, size: 10, id: 99_999)
        #expect(TileInvalidation.changedAreas(from: many, to: EmojiList(emojis + [added])) == [EmojiIndex.reach(of: added)])
    }
}

@Suite struct GlyphBandTests {
    @Test func bandsAreAQuarterOctaveApartUpToTheFontsBitmaps() {
        #expect(GlyphBand.pixelSize(ofBand: GlyphBand.band(forPixelSize: 40)) >= 40)
        #expect(GlyphBand.pixelSize(ofBand: GlyphBand.band(forPixelSize: 40)) < 40 * pow(2, 0.25) + 1e-9)
        #expect(GlyphBand.band(forPixelSize: 5000) == GlyphBand.largest)
        // Just above the 136-pixel bitmaps of the colour emoji font.
        #expect(GlyphBand.pixelSize(ofBand: GlyphBand.largest) >= 160)
        #expect(GlyphBand.pixelSize(ofBand: GlyphBand.largest) < 160 * pow(2, 0.25))
    }
}

@Suite struct CanvasMemoryBudgetTests {
    @Test func theLevelInUseIsAlwaysKeptAndSmallerOnesWhileTheyFit() {
        let full = 96 << 20, half = 24 << 20, quarter = 6 << 20, eighth = 3 << 19
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: []) == 0)
        // Zoomed in: the full image, and of the others only what fits beside it.
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: [full, half]) == 1)
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: [full, quarter, half]) == 2)
        // Zoomed back out: the full image goes.
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: [quarter, full]) == 1)
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: [eighth, quarter, full]) == 2)
        // A level larger than the whole budget is still kept while in use.
        #expect(CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: [400 << 20]) == 1)
    }

    @Test func tilesHaveRoomForOneAndAHalfScreensHoweverLarge() {
        #expect(CanvasMemoryBudget.tileLimit(visibleTiles: 4) == CanvasMemoryBudget.tiles)
        #expect(CanvasMemoryBudget.tileLimit(visibleTiles: 100) == 150 * CanvasMemoryBudget.tileBytes)
    }
}
