import Testing
@testable import ArtModel

/// Tab and Shift+Tab on the canvas: reading order, and leaving at the ends.
@Suite struct EmojiFocusTests {
    func emoji(_ id: Int, x: Int, y: Int, size: Int = 40) -> EmojiArt.Emoji {
        EmojiArt.Emoji(text: "🐝", x: x, y: y, size: size, id: id)
    }

    @Test func readsRowByRowFromTheTop() {
        // Drawn in another order than they read: a top row (slightly uneven) and a bottom row.
        let emojis = [emoji(1, x: 200, y: 100), emoji(2, x: -100, y: 110), emoji(3, x: 50, y: 95),
                      emoji(4, x: 0, y: 300), emoji(5, x: -300, y: 320)]
        #expect(EmojiFocus.readingOrder(emojis) == [2, 3, 1, 5, 4])
        #expect(EmojiFocus.readingOrder(emojis, rightToLeft: true) == [1, 3, 2, 4, 5])
    }

    @Test func emojisFarApartVerticallyAreSeparateRows() {
        let emojis = [emoji(1, x: 100, y: 0, size: 20), emoji(2, x: 0, y: 15, size: 20)]
        #expect(EmojiFocus.readingOrder(emojis) == [1, 2])
    }

    /// The emojis Tab (or Shift+Tab) visits from a canvas with no focus ring,
    /// until the focus leaves the canvas.
    private func visits(forward: Bool) -> [Int] {
        let emojis = [emoji(1, x: 100, y: 0), emoji(2, x: 0, y: 0), emoji(3, x: 0, y: 200)]
        var focus = EmojiFocus()
        var visited: [Int] = []
        while focus.move(forward: forward, among: emojis) { visited.append(focus.focused ?? -1) }
        #expect(focus.focused == nil)
        return visited
    }

    @Test func tabVisitsEachEmojiThenLeavesTheCanvas() {
        #expect(visits(forward: true) == [2, 1, 3])
    }

    @Test func shiftTabGoesBackwardsFromTheEnd() {
        #expect(visits(forward: false) == [3, 1, 2])
    }

    @Test func anEmptyCanvasIsPassedBy() {
        var focus = EmojiFocus()
        let moved = focus.move(forward: true, among: [])
        #expect(!moved)
        #expect(focus.focused == nil)
    }

    @Test func aDeletedEmojiLosesTheFocusAndTabStartsAgain() {
        let emojis = [emoji(1, x: 0, y: 0), emoji(2, x: 100, y: 0)]
        var focus = EmojiFocus(focused: 2)
        focus.keep(onlyAmong: [emojis[0]])
        #expect(focus.focused == nil)
        let moved = focus.move(forward: true, among: [emojis[0]])
        #expect(moved && focus.focused == 1)
    }
}

/// The same through the canvas's keys, as CanvasInput forwards them.
@MainActor
@Suite struct CanvasFocusKeysTests {
    @Test func tabShiftTabAndSpaceAreTheCanvasKeys() {
        #expect(CanvasCommand.forKey("Tab", modifiers: []) == .moveFocus(forward: true))
        #expect(CanvasCommand.forKey("Tab", modifiers: [.shift]) == .moveFocus(forward: false))
        #expect(CanvasCommand.forKey("ISO_Left_Tab", modifiers: [.shift]) == .moveFocus(forward: false))
        #expect(CanvasCommand.forKey("space", modifiers: []) == .toggleFocusedSelection)
        #expect(CanvasCommand.forKey("Tab", modifiers: [.control]) == nil)  // GTK's own: leave the canvas
    }

    private func interaction() -> CanvasInteraction {
        var art = EmojiArt()
        art.addEmoji("🐝", at: (x: -100, y: 0), size: 40)
        art.addEmoji("🌻", at: (x: 100, y: 0), size: 40)
        art.addEmoji("🚗", at: (x: 3000, y: 0), size: 40)  // far off to the right
        let interaction = CanvasInteraction(document: EmojiArtDocument(art))
        interaction.setViewSize(Size(width: 800, height: 600))
        interaction.show(Viewport(viewSize: Size(width: 800, height: 600)))
        return interaction
    }

    @Test func spaceTogglesTheFocusedEmojiInTheSelection() {
        let canvas = interaction()
        #expect(!canvas.perform(.toggleFocusedSelection))  // nothing focused: Space is not the canvas's
        #expect(canvas.perform(.moveFocus(forward: true)) && canvas.focusedEmoji?.text == "🐝")
        #expect(canvas.perform(.toggleFocusedSelection) && canvas.document.selection == [1])
        #expect(canvas.perform(.moveFocus(forward: true)) && canvas.perform(.toggleFocusedSelection))
        #expect(canvas.document.selection == [1, 2])
        #expect(canvas.perform(.toggleFocusedSelection) && canvas.document.selection == [1])
    }

    @Test func focusingAnEmojiOutOfViewPansToIt() throws {
        let canvas = interaction()
        for _ in 0..<3 { canvas.perform(.moveFocus(forward: true)) }
        let car = try #require(canvas.focusedEmoji)
        #expect(car.text == "🚗")
        let frame = canvas.viewport.viewRect(fromDocument: car.frame)
        #expect(frame.minX >= 0 && frame.maxX <= 800)
        #expect(!canvas.perform(.moveFocus(forward: true)))  // past the last: the focus leaves the canvas
        #expect(canvas.focusedEmoji == nil)
    }

    @Test func theRingShowsAfterTabAndHidesWhenThePointerIsUsed() {
        let canvas = interaction()
        #expect(!canvas.showsFocusRing)
        canvas.perform(.moveFocus(forward: true))
        #expect(canvas.showsFocusRing)
        // A click on 🌻 (document x 100 is view x 500 at zoom 1): the ring hides, Tab goes on from 🌻.
        canvas.click(at: Point(x: 500, y: 300), modifiers: [])
        #expect(!canvas.showsFocusRing && canvas.focusedEmoji?.text == "🌻")
        canvas.perform(.moveFocus(forward: true))
        #expect(canvas.showsFocusRing && canvas.focusedEmoji?.text == "🚗")
    }

    @Test func rightToLeftReadersTabFromTheRight() {
        let canvas = interaction()
        canvas.readsRightToLeft = true
        canvas.perform(.moveFocus(forward: true))
        #expect(canvas.focusedEmoji?.text == "🚗")
    }
}
