import Testing
@testable import ArtModel

@Suite struct ViewportTests {
    @Test func documentOriginSitsAtTheViewCentreMovedByPan() {
        let viewport = Viewport(viewSize: Size(width: 800, height: 600), zoom: 2, pan: Point(x: 10, y: -20))
        #expect(viewport.viewPoint(fromDocument: .zero) == Point(x: 410, y: 280))
        #expect(viewport.viewPoint(fromDocument: Point(x: -83, y: 38)) == Point(x: 410 - 166, y: 280 + 76))
    }

    @Test(arguments: [0.25, 1, 3.5])
    func viewAndDocumentCoordinatesAreInverse(zoom: Double) {
        let viewport = Viewport(viewSize: Size(width: 640, height: 480), zoom: zoom, pan: Point(x: -33, y: 71))
        for point in [Point(x: 0, y: 0), Point(x: 123.5, y: -87), Point(x: -1000, y: 4000)] {
            let back = viewport.documentPoint(fromView: viewport.viewPoint(fromDocument: point))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
    }

    @Test func visibleRectIsTheViewInDocumentCoordinates() {
        let viewport = Viewport(viewSize: Size(width: 400, height: 300), zoom: 2, pan: .zero)
        #expect(viewport.visibleDocumentRect == Rect(x: -100, y: -75, width: 200, height: 150))
    }

    @Test func zoomToFitShowsAWideImageEdgeToEdge() {
        let fitted = Viewport(viewSize: Size(width: 1000, height: 600)).zoomedToFit(Rect(center: .zero, size: Size(width: 4000, height: 1000)))
        #expect(fitted.zoom == 0.25)
        #expect(fitted.pan == .zero)
        #expect(fitted.viewRect(fromDocument: Rect(center: .zero, size: Size(width: 4000, height: 1000)))
            == Rect(x: 0, y: 175, width: 1000, height: 250))
    }

    @Test func zoomToFitCentresAnOffCentreRect() {
        let rect = Rect(x: 100, y: 100, width: 200, height: 100)
        let fitted = Viewport(viewSize: Size(width: 400, height: 400)).zoomedToFit(rect)
        #expect(fitted.zoom == 2)
        #expect(fitted.viewPoint(fromDocument: rect.center) == Point(x: 200, y: 200))
    }

    @Test func zoomToFitOfNothingIsZoomOne() {
        let fitted = Viewport(viewSize: Size(width: 400, height: 400), zoom: 3, pan: Point(x: 5, y: 5)).zoomedToFit(nil)
        #expect(fitted == Viewport(viewSize: Size(width: 400, height: 400)))
    }

    @Test func documentExtentIsTheImageElseTheEmojis() {
        let emojis = [EmojiArt.Emoji(text: "🐝", x: -100, y: 0, size: 20, id: 1),
                      EmojiArt.Emoji(text: "🌻", x: 100, y: 50, size: 40, id: 2)]
        #expect(DocumentExtent.rect(backgroundSize: Size(width: 300, height: 200), emojis: emojis)
            == Rect(x: -150, y: -100, width: 300, height: 200))
        #expect(DocumentExtent.rect(backgroundSize: nil, emojis: emojis) == Rect(x: -110, y: -10, width: 230, height: 80))
        #expect(DocumentExtent.rect(backgroundSize: nil, emojis: []) == nil)
    }

    @Test func fittingEmojisAloneNeverMagnifies() {
        let one = [EmojiArt.Emoji(text: "🐝", x: 50, y: 50, size: 40, id: 1)]
        let viewport = DocumentExtent.fit(Viewport(viewSize: Size(width: 800, height: 600)), backgroundSize: nil, emojis: one)
        #expect(viewport.zoom == 1)
        #expect(viewport.viewPoint(fromDocument: Point(x: 50, y: 50)) == Point(x: 400, y: 300))
        let image = DocumentExtent.fit(Viewport(viewSize: Size(width: 800, height: 600)), backgroundSize: Size(width: 80, height: 60), emojis: one)
        #expect(image.zoom == 10)
    }
}

@Suite struct EmojiHitTesterTests {
    let emojis: EmojiList = [
        EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1),
        EmojiArt.Emoji(text: "🌻", x: 10, y: 10, size: 40, id: 2),
        EmojiArt.Emoji(text: "🚀", x: 200, y: 200, size: 10, id: 3),
    ]

    @Test func findsTheTopmostEmojiUnderAPoint() {
        #expect(EmojiHitTester.emoji(at: Point(x: 5, y: 5), in: emojis)?.id == 2)
        #expect(EmojiHitTester.emoji(at: Point(x: -15, y: -15), in: emojis)?.id == 1)
        #expect(EmojiHitTester.emoji(at: Point(x: 204, y: 196), in: emojis)?.id == 3)
    }

    @Test func missesOutsideEverySquare() {
        #expect(EmojiHitTester.emoji(at: Point(x: 100, y: 100), in: emojis) == nil)
        #expect(EmojiHitTester.emoji(at: Point(x: 206, y: 200), in: emojis) == nil)
    }

    @Test func findsEmojisInAnArea() {
        let hits = EmojiHitTester.emojis(intersecting: Rect(x: 25, y: 25, width: 200, height: 200), in: emojis)
        #expect(hits.map(\.id) == [2, 3])
    }
}
