import Testing
@testable import ArtModel

@Suite struct HeaderBarLayoutTests {
    /// What GTK measured of a bar with every button shown: 610 points wide.
    private let unfolded = 610.0

    @Test func aWindowAsWideAsTheBarNeedsShowsEveryButtonInOrder() {
        for width in [unfolded, 1000, 1920] {
            let layout = HeaderBarLayout.forWidth(width, unfoldedWidth: unfolded)
            #expect(layout.inline == [.pasteBackground, .chooseBackground, .takePhoto, .undo, .redo])
            #expect(!layout.isFolded)
        }
    }

    @Test func withoutACameraTakePhotoIsNowhere() {
        #expect(HeaderBarLayout.forWidth(800, unfoldedWidth: unfolded, hasCamera: false).inline
                == [.pasteBackground, .chooseBackground, .undo, .redo])
        #expect(HeaderBarLayout.forWidth(360, unfoldedWidth: unfolded, hasCamera: false).folded
                == [.pasteBackground, .chooseBackground, .undo, .redo])
    }

    @Test func aPointNarrowerThanTheBarNeedsFoldsThemAllInTheSameOrder() {
        for width in [360, 500, unfolded - 1] {
            let layout = HeaderBarLayout.forWidth(width, unfoldedWidth: unfolded)
            #expect(layout.inline.isEmpty)
            #expect(layout.folded == HeaderBarLayout.Item.allCases)
        }
    }

    @Test func aLongerTranslationFoldsAtAWiderWindow() {
        // The same 700-point window: English fits, a translation 1.5 times as long does not.
        #expect(!HeaderBarLayout.forWidth(700, unfoldedWidth: unfolded).isFolded)
        #expect(HeaderBarLayout.forWidth(700, unfoldedWidth: unfolded * 1.5).isFolded)
    }

    @Test func undoTooltipsNameTheAction() {
        #expect(HeaderBarLayout.tooltip(undo: true, actionName: "Move") == "Undo Move")
        #expect(HeaderBarLayout.tooltip(undo: false, actionName: "Set Background") == "Redo Set Background")
        #expect(HeaderBarLayout.tooltip(undo: true, actionName: nil) == "Nothing to Undo")
        #expect(HeaderBarLayout.menuLabel(undo: true, actionName: "Add 🐝") == "Undo Add 🐝")
        #expect(HeaderBarLayout.menuLabel(undo: false, actionName: nil) == "Redo")
    }
}

@Suite struct AlertQueueTests {
    let paste = AlertQueue.Alert(title: "Paste Background", message: "There is no image.")
    let fetch = AlertQueue.Alert(title: "Couldn’t Load Image from URL", message: "404")

    @Test func showsOneAtATimeInOrder() {
        var queue = AlertQueue()
        #expect(queue.add(paste) == paste)
        #expect(queue.add(fetch) == nil)
        #expect(queue.dismiss() == fetch)
        #expect(queue.dismiss() == nil)
        #expect(queue.showing == nil)
    }

    @Test func neverStacksTheSameAlertTwice() {
        var queue = AlertQueue()
        #expect(queue.add(paste) == paste)
        #expect(queue.add(paste) == nil)
        #expect(queue.add(fetch) == nil)
        #expect(queue.add(fetch) == nil)
        #expect(queue.waiting == [fetch])
        #expect(queue.dismiss() == fetch)
        #expect(queue.add(paste) == nil)
        #expect(queue.dismiss() == paste)
    }
}
