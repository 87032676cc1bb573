import Testing
@testable import ArtModel

/// The selection ring's lines, when a selection's rings move into the
/// tiles, and which tiles a change of selection makes stale.
@Suite struct SelectionRingTests {
    let box = Rect(x: 100, y: 100, width: 40, height: 40)

    @Test func theAccentLineLiesInsideItsHaloAndBothScaleWithThePixelsOfAPoint() {
        let lines = SelectionRing.lines(around: box, style: .light, unit: 1)
        let (halo, accent) = (lines[0], lines[1])
        #expect(halo.colour == CanvasStyle.Colour.white && accent.colour == CanvasStyle.adwaitaBlue)
        #expect(halo.rect == box.insetBy(-4) && accent.rect == box.insetBy(-3))
        #expect((halo.width, accent.width) == (4, 2))
        let doubled = SelectionRing.lines(around: box, style: .light, unit: 2)
        #expect(doubled[0].rect == box.insetBy(-8) && (doubled[0].width, doubled[1].width, doubled[1].radius) == (8, 4, 10))
    }

    @Test func highContrastThickensTheRing() {
        let style = CanvasStyle(isDark: true, isHighContrast: true)
        let lines = SelectionRing.lines(around: box, style: style, unit: 1)
        let (halo, accent) = (lines[0], lines[1])
        #expect((halo.width, accent.width) == (5, 3) && halo.colour == .black)
        #expect(SelectionRing.outset(style) == 5)
    }

    @Test func aFewRingsAreLiveAndALargeSelectionsAreInTheTiles() {
        #expect(LiveLayer(selectionCount: 1, previewCount: 0).ringsAreLive)
        #expect(LiveLayer(selectionCount: LiveLayer.ringLimit, previewCount: 0).ringsAreLive)
        #expect(!LiveLayer(selectionCount: LiveLayer.ringLimit + 1, previewCount: 0).ringsAreLive)
    }

    @Test func aDragsWorthOfMovingEmojisIsLiveAndAResizeOfThousandsIsInTheTiles() {
        #expect(LiveLayer(selectionCount: 1_000, previewCount: 1_000).previewIsLive)
        #expect(!LiveLayer(selectionCount: 10_000, previewCount: 10_000).previewIsLive)
    }

    @Test func hundredsOfRingsMovedLiveAreSquareAndAFewAreRound() {
        #expect(LiveLayer(selectionCount: 3, previewCount: 3).liveRingsAreRound)
        #expect(LiveLayer(selectionCount: 1_000, previewCount: 0).liveRingsAreRound)  // in the tiles, round
        #expect(!LiveLayer(selectionCount: 1_000, previewCount: 1_000).liveRingsAreRound)
        #expect(SelectionRing.lines(around: box, style: .light, unit: 1, round: false).map(\.radius) == [0, 0])
        #expect(SelectionRing.lines(around: box, style: .light, unit: 1).map(\.radius) == [6, 5])
    }

    static let emojis = EmojiList((1...5).map { EmojiArt.Emoji(text: "🐝", x: $0 * 1000, y: 0, size: 40, id: $0) })

    @Test func selectingOneEmojiMakesStaleOnlyWhereItsRingReaches() {
        let areas = TileInvalidation.selectionAreas(from: [1, 2], to: [1, 2, 3], in: Self.emojis, margin: 10)
        #expect(areas == [EmojiIndex.reach(of: Self.emojis[2]).insetBy(-10)])
        #expect(TileInvalidation.selectionAreas(from: [4], to: [], in: Self.emojis, margin: 0)
                == [EmojiIndex.reach(of: Self.emojis[3])])
        #expect(TileInvalidation.selectionAreas(from: [1, 2], to: [2, 1], in: Self.emojis, margin: 10) == [])
    }

    @Test func aSelectionChangeOfThousandsMakesEverythingStale() {
        let many = Set(1...(TileInvalidation.changedAreaLimit + 1))
        #expect(TileInvalidation.selectionAreas(from: [], to: many, in: Self.emojis, margin: 0) == nil)
    }
}
