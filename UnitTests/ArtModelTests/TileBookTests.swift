import Testing
@testable import ArtModel

/// The tile rules, with tiles "rendered" as strings naming the tile and the
/// version they were rendered from.
@Suite struct TileBookTests {
    private typealias Book = TileBook<String>
    /// A 1000 × 600 view at zoom 1 over a 2000 × 1500 document: level 0,
    /// tiles of 512 points.
    private let view = Viewport(viewSize: Size(width: 1000, height: 600))
    private let extent = Rect(center: .zero, size: Size(width: 2000, height: 1500))

    private func newBook() -> Book {
        var book = Book()
        book.advance(.background, documentExtent: extent)
        return book
    }

    private func image(_ tile: Book.Tile, _ version: Int) -> String {
        "\(tile.level)/\(tile.column)/\(tile.row)@\(version)"
    }

    /// Renders what the frame asked for, as the worker would.
    private func render(_ frame: Book.Frame, in book: inout Book) {
        for tile in frame.requests {
            _ = book.rendered(tile, version: book.version, image: image(tile, book.version), cost: 1)
        }
    }

    private func shown(_ frame: Book.Frame) -> [String?] {
        frame.covers.map { if case .tile(let image) = $0.cover { image } else { nil } }
    }

    @Test func beforeAnyTileTheFewEmojisAreDrawnDirectlyAndManyAreNot() {
        var book = newBook()
        let first = book.frame(view, deviceScale: 1, emojiCount: 500)
        #expect(first.covers.allSatisfy { if case .missing = $0.cover { true } else { false } })
        #expect(first.directDrawing == .previewAndEmojis)
        var crowded = newBook()
        let crowdedFrame = crowded.frame(view, deviceScale: 1, emojiCount: 501)
        #expect(crowdedFrame.directDrawing == .preview)
    }

    @Test func everyTileIsAskedForOnceAndTheOverviewFirst() {
        var book = newBook()
        let first = book.frame(view, deviceScale: 1, emojiCount: 0)
        let visible = first.covers.map(\.tile)
        #expect(Array(first.requests.prefix(book.overviewTiles.count)) == book.overviewTiles)
        #expect(Set(first.requests) == Set(book.overviewTiles + visible))
        #expect(first.wanted == Set(first.requests))
        // Asked already: still wanted, not asked again.
        let second = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(second.requests.isEmpty)
        #expect(second.wanted == first.wanted)
        #expect(!second.moving && first.moving)
    }

    @Test func aGlideAsksForTheTilesOfWhereItGoesNotOfWhereItIs() {
        var book = newBook()
        let fitted = view.zoomed(by: 0.25, around: view.center)
        let glide = book.frame(view, heading: fitted, deviceScale: 1, emojiCount: 0)
        let destination = book.frame(fitted, deviceScale: 1, emojiCount: 0).covers.map(\.tile)
        #expect(Set(glide.requests) == Set(book.overviewTiles + destination))
        #expect(glide.covers.allSatisfy { !destination.contains($0.tile) }, "drawn at the glide's own level")
        #expect(glide.aheadRequests.isEmpty)
    }

    @Test func renderedTilesAreShownAndNothingMoreIsAsked() {
        var book = newBook()
        render(book.frame(view, deviceScale: 1, emojiCount: 0), in: &book)
        let frame = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(shown(frame) == frame.covers.map { image($0.tile, 1) })
        #expect(frame.directDrawing == .none && frame.requests.isEmpty && frame.wanted.isEmpty)
        #expect(frame.overview.isEmpty)
    }

    @Test func theOverviewLiesBeneathWhereTilesAreMissing() {
        // So large a document that its overview is too coarse to stand in.
        var book = Book()
        book.advance(.background, documentExtent: Rect(center: .zero, size: Size(width: 20_000, height: 15_000)))
        let first = book.frame(view, deviceScale: 1, emojiCount: 0)
        for tile in book.overviewTiles {
            _ = book.rendered(tile, version: 1, image: image(tile, 1), cost: 1)
        }
        // The overview fits the document into 1024 pixels: a level far below 0.
        #expect(book.overviewTiles.allSatisfy { $0.level == -9 })
        let frame = book.frame(view, deviceScale: 1, emojiCount: 10_000)
        #expect(frame.overview.map(\.tile) == book.overviewTiles)
        #expect(frame.directDrawing == .none)
        #expect(Set(frame.wanted) == Set(first.covers.map(\.tile)))
    }

    @Test func aNearbyLevelStandsInUntilTheRightOneIsReady() {
        var book = newBook()
        render(book.frame(view, deviceScale: 1, emojiCount: 0), in: &book)
        // Half an octave closer: level 1, its tiles asked for, level 0's shown meanwhile.
        let closer = view.zoomed(by: 1.3, around: view.center)
        let frame = book.frame(closer, deviceScale: 1, emojiCount: 0)
        #expect(frame.covers.allSatisfy { $0.tile.level == 1 })
        // Level 0 was rendered from -512 to 512 across; beyond it, the
        // overview (level -2) stands in.
        let renderedArea = Rect(x: -512, y: -512, width: 1024, height: 1024)
        for (tile, cover) in frame.covers {
            guard case .standIn(let others) = cover else { Issue.record("\(tile) not stood in for"); continue }
            let levels = Set(others.map(\.0.level))
            #expect(levels == (renderedArea.contains(tile.documentRect) ? [0] : [-2]), "\(tile)")
            #expect(others.allSatisfy { $0.0.documentRect.intersects(tile.documentRect) })
        }
        #expect(frame.covers.contains { renderedArea.contains($0.tile.documentRect) })
        #expect(frame.covers.contains { !renderedArea.contains($0.tile.documentRect) })
        #expect(Set(frame.requests) == Set(frame.covers.map(\.tile)))
        #expect(frame.directDrawing == .none && frame.moving)
    }

    @Test func aNewBackgroundLetsNoOldTileStandIn() {
        var book = newBook()
        render(book.frame(view, deviceScale: 1, emojiCount: 0), in: &book)
        book.advance(.background, documentExtent: extent)
        let frame = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(frame.covers.allSatisfy { if case .missing = $0.cover { true } else { false } })
        #expect(frame.overview.isEmpty && frame.directDrawing == .previewAndEmojis)
    }

    @Test func anEmojiChangeRendersOnlyTheTilesItTouchesAndShowsTheOldMeanwhile() throws {
        var book = newBook()
        render(book.frame(view, deviceScale: 1, emojiCount: 0), in: &book)
        // A small change inside the tile from (0, 0) to (512, 512).
        book.advance(.emojis(changedAreas: [Rect(x: 100, y: 100, width: 40, height: 40)]), documentExtent: extent)
        let frame = book.frame(view, deviceScale: 1, emojiCount: 0)
        let touched = TileGrid.Tile(level: 0, column: 0, row: 0)
        let overviewTouched = book.overviewTiles.filter { $0.documentRect.intersects(Rect(x: 100, y: 100, width: 40, height: 40)) }
        #expect(Set(frame.requests) == Set([touched] + overviewTouched))
        #expect(shown(frame).allSatisfy { $0 != nil })
        let touchedCover = try #require(frame.covers.first { $0.tile == touched })
        guard case .tile(let old) = touchedCover.cover else { Issue.record("no image"); return }
        #expect(old == image(touched, 1))
    }

    @Test func aRestackRendersEveryTileAgain() {
        var book = newBook()
        let visible = book.frame(view, deviceScale: 1, emojiCount: 0)
        render(visible, in: &book)
        book.advance(.emojis(changedAreas: nil), documentExtent: extent)
        let frame = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(Set(frame.requests) == Set(visible.requests))
        #expect(shown(frame).allSatisfy { $0 != nil })
    }

    @Test func aRenderingOfAnOlderVersionIsDropped() {
        var book = newBook()
        let first = book.frame(view, deviceScale: 1, emojiCount: 0)
        let tile = first.covers[0].tile
        book.advance(.emojis(changedAreas: nil), documentExtent: extent)
        _ = book.frame(view, deviceScale: 1, emojiCount: 0)
        let stale = book.rendered(tile, version: 1, image: image(tile, 1), cost: 1)
        let current = book.rendered(tile, version: 2, image: image(tile, 2), cost: 1)
        #expect(!stale && current)
        // A skipped tile is asked for again on the next frame.
        let other = first.covers[1].tile
        let skipped = book.rendered(other, version: 2, image: nil, cost: 0)
        let next = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(skipped && next.requests.contains(other))
    }

    @Test func onceTheViewIsSharpTheNextFinerLevelIsRenderedAheadAndAZoomInFindsIt() {
        var book = newBook()
        let first = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(!first.isSharp && first.ahead.isEmpty && first.aheadRequests.isEmpty)
        render(first, in: &book)
        let sharp = book.frame(view, deviceScale: 1, emojiCount: 0)
        #expect(sharp.isSharp && sharp.requests.isEmpty)
        #expect(!sharp.aheadRequests.isEmpty && sharp.aheadRequests.allSatisfy { $0.level == 1 })
        #expect(Set(sharp.aheadRequests) == sharp.ahead)
        #expect(book.frame(view, deviceScale: 1, emojiCount: 0).aheadRequests.isEmpty, "asked once")
        for tile in sharp.aheadRequests {
            _ = book.rendered(tile, version: book.version, image: image(tile, book.version), cost: 1)
        }
        let closer = book.frame(view.zoomed(by: 1.3, around: view.center), deviceScale: 1, emojiCount: 0)
        #expect(closer.covers.allSatisfy { $0.tile.level == 1 })
        #expect(closer.isSharp)
    }

    @Test func tilesAheadTakeOnlyTheRoomTheVisibleOnesLeave() {
        // A view of 1200 tiles: the cache holds half as many again, and the finer level needs twice as many.
        var book = Book()
        let wide = Viewport(viewSize: Size(width: 20_000, height: 15_000))
        book.advance(.background, documentExtent: Rect(center: .zero, size: Size(width: 40_000, height: 30_000)))
        let first = book.frame(wide, deviceScale: 1, emojiCount: 0)
        render(first, in: &book)
        let sharp = book.frame(wide, deviceScale: 1, emojiCount: 0)
        let visible = sharp.covers.count
        #expect(sharp.isSharp && !sharp.ahead.isEmpty)
        #expect(visible + sharp.ahead.count <= visible * 3 / 2)
        // The middle first: where a zoom at the pointer most often lands.
        let middle = TileGrid.tiles(covering: wide.visibleDocumentRect, level: 1).first
        #expect(middle.map(sharp.ahead.contains) == true)
    }

    @Test func aDeviceScaleOfTwoDrawsTheLevelAnOctaveUp() {
        var book = newBook()
        let frame = book.frame(view, deviceScale: 2, emojiCount: 0)
        #expect(frame.covers.allSatisfy { $0.tile.level == 2 })
    }

    @Test func snappedRectsStillMeet() {
        let left = Rect(x: 0.3, y: 0.2, width: 10.4, height: 5), right = Rect(x: 10.7, y: 0.2, width: 3, height: 5)
        #expect(left.snapped(toPixelsOf: 1).maxX == right.snapped(toPixelsOf: 1).minX)
        #expect(left.snapped(toPixelsOf: 2) == Rect(x: 0.5, y: 0, width: 10, height: 5))
    }
}
