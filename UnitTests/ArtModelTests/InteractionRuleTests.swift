import Testing
@testable import ArtModel

@Suite struct SelectionRuleTests {
    @Test func clickingAnEmojiTogglesIt() {
        #expect(SelectionRule.afterClick(on: 1, modifiers: [], selection: []) == [1])
        #expect(SelectionRule.afterClick(on: 1, modifiers: [], selection: [1]) == [])
        #expect(SelectionRule.afterClick(on: 2, modifiers: [], selection: [1]) == [2])
        #expect(SelectionRule.afterClick(on: 1, modifiers: [], selection: [1, 2]) == [2])
    }

    @Test func shiftOrCtrlClickExtends() {
        #expect(SelectionRule.afterClick(on: 2, modifiers: .shift, selection: [1]) == [1, 2])
        #expect(SelectionRule.afterClick(on: 2, modifiers: .control, selection: [1]) == [1, 2])
        #expect(SelectionRule.afterClick(on: 1, modifiers: .control, selection: [1, 2]) == [2])
    }

    @Test func clickingTheBackgroundClearsUnlessExtending() {
        #expect(SelectionRule.afterClick(on: nil, modifiers: [], selection: [1, 2]) == [])
        #expect(SelectionRule.afterClick(on: nil, modifiers: .shift, selection: [1, 2]) == [1, 2])
    }

    @Test func aRubberBandSelectsWhatItEncloses() {
        let emojis = [EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 20, id: 1),
                      EmojiArt.Emoji(text: "🌻", x: 50, y: 0, size: 20, id: 2),
                      EmojiArt.Emoji(text: "🚀", x: 100, y: 100, size: 20, id: 3)]
        let band = Rect(x: -15, y: -15, width: 70, height: 30)  // wholly around 1, half over 2
        #expect(SelectionRule.afterRubberBand(band, emojis: emojis, selection: [3], extending: false) == [1])
        #expect(SelectionRule.afterRubberBand(band, emojis: emojis, selection: [3], extending: true) == [1, 3])
        let wide = Rect(x: -15, y: -15, width: 80, height: 30)
        #expect(SelectionRule.afterRubberBand(wide, emojis: emojis, selection: [], extending: false) == [1, 2])
    }
}

@Suite struct ScrollRuleTests {
    @Test func plainScrollPansAndShiftScrollsSideways() {
        #expect(ScrollRule.action(dx: 0, dy: 1, modifiers: [], pointerOverSelection: false) == .pan(Point(x: 0, y: -40)))
        #expect(ScrollRule.action(dx: 0, dy: -2, modifiers: .shift, pointerOverSelection: true) == .pan(Point(x: 80, y: 0)))
    }

    @Test func twoFingersOnATouchpadPanByTheDistanceTheyMoved() {
        #expect(ScrollRule.action(dx: 3, dy: 100, unit: .surface, modifiers: [], pointerOverSelection: false)
                == .pan(Point(x: -3, y: -100)))
        #expect(ScrollRule.action(dx: 0, dy: 100, unit: .surface, modifiers: .shift, pointerOverSelection: false)
                == .pan(Point(x: 0, y: -100)), "the fingers go sideways by themselves")
        // Ctrl: one wheel notch of zoom for each 40 points the fingers moved.
        guard case .zoom(let factor) = ScrollRule.action(dx: 0, dy: -80, unit: .surface, modifiers: .control,
                                                         pointerOverSelection: false) else { Issue.record("no zoom"); return }
        #expect(abs(factor - 1.1 * 1.1) < 1e-9)
    }

    @Test func ctrlScrollZoomsOrResizesTheSelectionUnderThePointer() {
        #expect(ScrollRule.action(dx: 0, dy: -1, modifiers: .control, pointerOverSelection: false) == .zoom(factor: 1.1))
        #expect(ScrollRule.action(dx: 0, dy: 1, modifiers: .control, pointerOverSelection: true) == .resizeSelection(factor: 1 / 1.1))
    }
}

@Suite struct CanvasCommandTests {
    @Test func keysMapToCommands() {
        #expect(CanvasCommand.forKey("Delete", modifiers: []) == .deleteSelection)
        #expect(CanvasCommand.forKey("BackSpace", modifiers: []) == .deleteSelection)
        #expect(CanvasCommand.forKey("Escape", modifiers: []) == .clearSelection)
        #expect(CanvasCommand.forKey("Left", modifiers: []) == .nudge(x: -1, y: 0))
        #expect(CanvasCommand.forKey("Down", modifiers: .shift) == .nudge(x: 0, y: 10))
        #expect(CanvasCommand.forKey("plus", modifiers: .shift) == .resizeSelection(factor: 1.1))
        #expect(CanvasCommand.forKey("minus", modifiers: []) == .resizeSelection(factor: 1 / 1.1))
    }

    @Test func leavesShortcutsAndOtherKeysAlone() {
        #expect(CanvasCommand.forKey("plus", modifiers: .control) == nil)
        #expect(CanvasCommand.forKey("z", modifiers: .control) == nil)
        #expect(CanvasCommand.forKey("Tab", modifiers: .control) == nil)  // GTK moves the focus out of the canvas
        #expect(CanvasCommand.forKey("F10", modifiers: []) == nil)
        #expect(CanvasCommand.forKey("a", modifiers: []) == nil)
    }
}

@Suite struct EmojiTextTests {
    @Test func recognisesEmojisOfEveryShape() {
        for emoji in ["🐝", "☀️", "🏳️‍🌈", "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "1️⃣", "🐻‍❄️"] {
            #expect(EmojiText.isEmoji(Character(emoji)), "\(emoji)")
        }
        for text in ["a", "1", "#", "©", " ", "é", "中"] {
            #expect(!EmojiText.isEmoji(Character(text)), "\(text)")
        }
    }

    @Test func findsTheFirstEmojiInText() {
        #expect(EmojiText.firstEmoji(in: "look: 🏳️‍🌈 and 🐝") == "🏳️‍🌈")
        #expect(EmojiText.firstEmoji(in: "no emoji here, 123 ©") == nil)
        #expect(EmojiText.emojis(in: "a🐝b🇫🇷c") == ["🐝", "🇫🇷"])
    }
}

@Suite struct ViewportZoomTests {
    @Test func zoomingKeepsThePointUnderTheAnchorStill() {
        let viewport = Viewport(viewSize: Size(width: 800, height: 600), zoom: 1.5, pan: Point(x: 20, y: -10))
        let anchor = Point(x: 123, y: 456)
        let before = viewport.documentPoint(fromView: anchor)
        let zoomed = viewport.zoomed(by: 2, around: anchor)
        #expect(zoomed.zoom == 3)
        let after = zoomed.documentPoint(fromView: anchor)
        #expect(abs(after.x - before.x) < 1e-9 && abs(after.y - before.y) < 1e-9)
    }

    @Test func zoomStaysWithinItsLimits() {
        let viewport = Viewport(viewSize: Size(width: 800, height: 600))
        #expect(viewport.zoomed(by: 1e6, around: .zero).zoom == Viewport.zoomRange.upperBound)
        #expect(viewport.zoomed(by: 1e-6, around: .zero).zoom == Viewport.zoomRange.lowerBound)
        #expect(viewport.zoomed(by: .nan, around: .zero) == viewport)
    }
}
