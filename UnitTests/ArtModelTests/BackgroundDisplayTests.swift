import Foundation
import Testing
@testable import ArtModel

/// Which background the canvas shows, and when the window may show its first frame.
@Suite struct BackgroundDisplayTests {
    let photo = Data([0xFF, 0xD8, 0xFF])
    let other = Data([0x89, 0x50, 0x4E, 0x47])
    let web = URL(string: "https://example.com/bee.jpg")!

    @Test func theBackgroundADocumentOpensWithIsShownAsItWasLeft() {
        var display = BackgroundDisplay()
        #expect(display.open(.imageData(photo), fetched: nil) == .show(photo, fitting: false))
        #expect(display.open(.blank, fetched: nil) == .clear)
    }

    @Test func aNewBackgroundIsFittedAndTheSameOneIsLeftAlone() {
        var display = BackgroundDisplay()
        _ = display.open(.imageData(photo), fetched: nil)
        #expect(display.documentChanged(to: .imageData(photo), fetched: nil) == nil, "an emoji was added")
        #expect(display.documentChanged(to: .imageData(other), fetched: nil) == .show(other, fitting: true))
        #expect(display.documentChanged(to: .blank, fetched: nil) == .clear, "undone to blank")
    }

    @Test func aWebImageIsFetchedThenShownWhenItsBytesArrive() {
        var display = BackgroundDisplay()
        #expect(display.open(.url(web), fetched: nil) == .fetch(web))
        #expect(display.fetched((url: URL(string: "https://example.com/other.jpg")!, data: other)) == nil)
        #expect(display.fetched((url: web, data: photo)) == .show(photo, fitting: false))
        display.pictureShown()
        #expect(display.fetched((url: web, data: photo)) == nil, "already shown")
    }

    @Test func aWebImageFetchedBeforeIsShownAtOnce() {
        var display = BackgroundDisplay()
        _ = display.open(.blank, fetched: nil)
        #expect(display.documentChanged(to: .url(web), fetched: (url: web, data: photo)) == .show(photo, fitting: true))
    }

    @Test func aWebImageTheDocumentNoLongerHasIsNotShown() {
        var display = BackgroundDisplay()
        _ = display.open(.url(web), fetched: nil)
        _ = display.documentChanged(to: .imageData(other), fetched: nil)
        #expect(display.fetched((url: web, data: photo)) == nil)
    }

    @Test func theFirstFrameWaitsOnlyForAShownPicturesPreview() {
        var display = BackgroundDisplay()
        _ = display.open(.imageData(photo), fetched: nil)
        #expect(display.isReadyToShow, "nothing decoded yet, or the bytes were no picture: nothing to wait for")
        display.pictureShown()
        #expect(!display.isReadyToShow)
        display.previewDone()
        #expect(display.isReadyToShow)
        _ = display.documentChanged(to: .imageData(other), fetched: nil)
        display.pictureShown()
        #expect(!display.isReadyToShow)
        _ = display.documentChanged(to: .blank, fetched: nil)
        #expect(display.isReadyToShow, "a preview no one waits for any more")
    }
}
