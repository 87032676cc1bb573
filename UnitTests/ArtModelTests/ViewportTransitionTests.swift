import Testing
@testable import ArtModel

/// Zoom to fit glides to the fit in 200 ms, as the original animated it,
/// or jumps there when animations are off.
@MainActor
@Suite struct ViewportTransitionTests {
    let zoomedIn = Viewport(viewSize: Size(width: 800, height: 600), zoom: 4, pan: Point(x: -400, y: 0))  // (100, 0) at the centre
    let fitted = Viewport(viewSize: Size(width: 800, height: 600), zoom: 1)

    @Test func startsWhereTheViewWasAndEndsAtTheFit() {
        let glide = ViewportTransition(from: zoomedIn, to: fitted, start: 10, duration: 0.2)
        #expect(glide.viewport(at: 10) == zoomedIn)
        #expect(glide.viewport(at: 10.2) == fitted)
        #expect(glide.viewport(at: 99) == fitted)
    }

    @Test func zoomChangesSteadilyAndEasesOut() {
        let glide = ViewportTransition(from: zoomedIn, to: fitted, start: 0, duration: 0.2)
        let zooms = stride(from: 0.0, through: 0.2, by: 0.02).map { glide.viewport(at: $0).zoom }
        #expect(zip(zooms, zooms.dropFirst()).allSatisfy { $0 > $1 })  // always towards the fit
        let halfway = glide.viewport(at: 0.1)
        #expect(halfway.zoom < 2 && halfway.zoom > 1)  // past the middle ratio (2) at half time: easing out
        // The point at the view's centre moves straight from (100, 0) to (0, 0).
        let centre = halfway.documentPoint(fromView: halfway.center)
        #expect(centre.y == 0 && centre.x > 0 && centre.x < 50)
    }

    @Test func aDoubleClickGlidesWhenAnimationsAreOn() {
        let clock = ManualClock(now: 5)
        let document = EmojiArtDocument()
        let canvas = CanvasInteraction(document: document)
        canvas.clock = { clock.now }
        canvas.setViewSize(Size(width: 800, height: 600))
        document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        canvas.zoom(by: 3)
        let before = canvas.viewport
        canvas.fitDuration = 0.2
        canvas.doubleClick(at: Point(x: 10, y: 10))
        #expect(canvas.isFittedToWindow && canvas.isGliding)
        #expect(canvas.displayedViewport == before)  // the first frame is where the view was
        clock.now += 0.1
        #expect(canvas.displayedViewport != before && canvas.displayedViewport != canvas.viewport)
        clock.now += 0.15
        #expect(!canvas.isGliding && canvas.displayedViewport == canvas.viewport)
    }

    @Test func withAnimationsOffOrAPanTheFitIsAtOnce() {
        let document = EmojiArtDocument()
        let canvas = CanvasInteraction(document: document)
        canvas.setViewSize(Size(width: 800, height: 600))
        document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        canvas.zoom(by: 3)
        canvas.zoomToFit(from: canvas.displayedViewport)  // fitDuration 0: animations off
        #expect(!canvas.isGliding && canvas.displayedViewport == canvas.viewport)

        canvas.zoom(by: 3)
        canvas.fitDuration = 0.2
        canvas.zoomToFit(from: canvas.displayedViewport)
        #expect(canvas.isGliding)
        canvas.pan(by: Point(x: 5, y: 0))  // the user takes the view back: the glide ends there
        #expect(!canvas.isGliding && canvas.displayedViewport == canvas.viewport)
    }
}

/// A clock a test moves on by hand.
@MainActor
private final class ManualClock {
    var now: Double
    init(now: Double) { self.now = now }
}
