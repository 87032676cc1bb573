import Testing
@testable import ArtModel

@Suite struct HeaderBarLayoutTests {
    @Test func wideWindowsShowEveryButtonInOrder() {
        for width in [HeaderBarLayout.foldingWidth, 1000, 1920] {
            let layout = HeaderBarLayout.forWidth(width)
            #expect(layout.inline == [.pasteBackground, .chooseBackground, .takePhoto, .undo, .redo])
            #expect(!layout.isFolded)
        }
    }

    @Test func withoutACameraTakePhotoIsNowhereAndTheBarFoldsLater() {
        let narrower = HeaderBarLayout.foldingWidth - HeaderBarLayout.buttonWidth
        #expect(HeaderBarLayout.forWidth(narrower, hasCamera: false).inline == [.pasteBackground, .chooseBackground, .undo, .redo])
        #expect(HeaderBarLayout.forWidth(narrower, hasCamera: true).isFolded)
        #expect(HeaderBarLayout.forWidth(360, hasCamera: false).folded == [.pasteBackground, .chooseBackground, .undo, .redo])
    }

    @Test func narrowWindowsFoldThemAllInTheSameOrder() {
        for width in [360, 500, HeaderBarLayout.foldingWidth - 1] {
            let layout = HeaderBarLayout.forWidth(width)
            #expect(layout.inline.isEmpty)
            #expect(layout.folded == HeaderBarLayout.Item.allCases)
        }
    }

    @Test func foldsBetweenTheTwoWidthsTheIssueTests() {
        #expect(HeaderBarLayout.foldingWidth > 360 && HeaderBarLayout.foldingWidth < 1000)
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
