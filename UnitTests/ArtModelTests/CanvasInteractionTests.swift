import Testing
@testable import ArtModel

/// What pointer and keyboard input does to a document on an 800 × 600 canvas
/// at zoom 2 (document origin at the view centre, 400, 300).
@MainActor
@Suite struct CanvasInteractionTests {
    let document = EmojiArtDocument()
    let canvas: CanvasInteraction
    let bee: EmojiArt.Emoji
    let flower: EmojiArt.Emoji

    init() {
        canvas = CanvasInteraction(document: document)
        canvas.setViewSize(Size(width: 800, height: 600))  // an empty document fits at zoom 1
        canvas.zoom(by: 2)
        bee = document.addEmoji("🐝", at: (x: -50, y: 0), size: 40)     // view (300, 300), 80 px wide
        flower = document.addEmoji("🌻", at: (x: 50, y: 25), size: 40)   // view (500, 350)
    }

    private var beeOnScreen: Point { Point(x: 300, y: 300) }
    private var flowerOnScreen: Point { Point(x: 500, y: 350) }
    private var emptySpot: Point { Point(x: 700, y: 100) }

    @Test func draggingAnEmojiPreviewsThenCommitsOneMove() {
        canvas.beginDrag(at: beeOnScreen, modifiers: [])
        for step in 1...10 { canvas.updateDrag(translation: Point(x: Double(step) * 6, y: Double(step) * -4)) }
        // While dragging the document is untouched and only the preview moves.
        #expect(document.emojiArt[id: bee.id] == bee)
        #expect(canvas.displayedEmojis.first { $0.id == bee.id }.map { ($0.x, $0.y) }! == (-20, -20))
        canvas.endDrag()
        #expect(document.emojiArt[id: bee.id].map { ($0.x, $0.y) }! == (-20, -20))
        #expect(document.emojiArt[id: flower.id] == flower)
        #expect(document.undoActionName == "Move")
        document.undo()
        #expect(document.emojiArt[id: bee.id] == bee)
        #expect(document.undoActionName?.hasPrefix("Add ") == true)
    }

    @Test func draggingASelectedEmojiMovesTheWholeSelection() {
        document.select([bee.id, flower.id])
        canvas.beginDrag(at: flowerOnScreen, modifiers: [])
        canvas.updateDrag(translation: Point(x: -20, y: 10))
        canvas.endDrag()
        #expect(document.emojis.map { ($0.x, $0.y) }.elementsEqual([(-60, 5), (40, 30)], by: ==))
    }

    @Test func draggingAnUnselectedEmojiMovesOnlyIt() {
        document.select([flower.id])
        canvas.beginDrag(at: beeOnScreen, modifiers: [])
        canvas.updateDrag(translation: Point(x: 10, y: 0))
        canvas.endDrag()
        #expect(document.emojiArt[id: bee.id]?.x == -45)
        #expect(document.emojiArt[id: flower.id] == flower)
    }

    @Test func draggingTheBackgroundPansWithoutTouchingTheDocument() {
        let before = canvas.viewport
        canvas.beginDrag(at: emptySpot, modifiers: [])
        canvas.updateDrag(translation: Point(x: 30, y: -15))
        canvas.endDrag()
        #expect(canvas.viewport.pan == before.pan + Point(x: 30, y: -15))
        #expect(document.undoActionName?.hasPrefix("Add ") == true)
        #expect(!canvas.isFittedToWindow)
    }

    @Test func cancellingADragForgetsIt() {
        canvas.beginDrag(at: beeOnScreen, modifiers: [])
        canvas.updateDrag(translation: Point(x: 50, y: 50))
        canvas.cancelDrag()
        #expect(document.emojiArt[id: bee.id] == bee)
        #expect(canvas.displayedEmojis == document.emojis)
    }

    @Test func shiftDraggingTheBackgroundSelectsWhatTheBandEncloses() {
        document.select([flower.id])
        canvas.beginDrag(at: Point(x: 250, y: 250), modifiers: .shift)
        canvas.updateDrag(translation: Point(x: 100, y: 100))
        #expect(canvas.rubberBand == Rect(x: -75, y: -25, width: 50, height: 50))
        canvas.endDrag()
        #expect(document.selection == [bee.id, flower.id])
        #expect(canvas.rubberBand == nil)
    }

    @Test func clicksSelectAndClear() {
        canvas.click(at: beeOnScreen, modifiers: [])
        #expect(document.selection == [bee.id])
        canvas.click(at: flowerOnScreen, modifiers: .shift)
        #expect(document.selection == [bee.id, flower.id])
        canvas.click(at: emptySpot, modifiers: [])
        #expect(document.selection.isEmpty)
    }

    @Test func doubleClickingTheBackgroundZoomsToFit() {
        canvas.pan(by: Point(x: 300, y: 0))
        canvas.doubleClick(at: beeOnScreen + Point(x: 300, y: 0))
        #expect(!canvas.isFittedToWindow)
        canvas.doubleClick(at: emptySpot)
        #expect(canvas.isFittedToWindow)
    }

    @Test func ctrlScrollZoomsAroundThePointer() {
        let pointer = Point(x: 650, y: 120)
        let under = canvas.viewport.documentPoint(fromView: pointer)
        canvas.scroll(dx: 0, dy: -3, modifiers: .control, at: pointer)
        #expect(abs(canvas.viewport.zoom - 2 * 1.1 * 1.1 * 1.1) < 1e-9)
        let still = canvas.viewport.documentPoint(fromView: pointer)
        #expect(abs(still.x - under.x) < 1e-9 && abs(still.y - under.y) < 1e-9)
    }

    @Test func ctrlScrollOverTheSelectionResizesItAsOneStep() {
        document.select([bee.id])
        for _ in 0..<3 {
            #expect(canvas.scroll(dx: 0, dy: -1, modifiers: .control, at: beeOnScreen))
        }
        #expect(canvas.viewport.zoom == 2)
        #expect(document.emojiArt[id: bee.id]?.size == 40)
        #expect(canvas.displayedEmojis.first?.size == 53)  // 40 × 1.1³
        canvas.commitPreview()
        #expect(document.emojiArt[id: bee.id]?.size == 53)
        #expect(document.undoActionName == "Resize")
        document.undo()
        #expect(document.emojiArt[id: bee.id]?.size == 40)
    }

    /// A save, the close question, autosave or an export just after a
    /// Ctrl+scroll resize, before its pause: the resize is made first.
    @Test func aResizeWaitingForItsPauseIsMadeBeforeTheDocumentIsKept() {
        document.select([bee.id])
        canvas.scroll(dx: 0, dy: -1, modifiers: .control, at: beeOnScreen)
        #expect(document.emojiArt[id: bee.id]?.size == 40 && document.pendingEdit != nil)
        #expect(document.isModified, "the close question asks about a resize not yet made")
        #expect(document.snapshotToKeep()[id: bee.id]?.size == 44)
        #expect(document.undoActionName == "Resize" && document.pendingEdit == nil && canvas.preview == nil)
        // The pause then comes, and finds nothing left to do.
        canvas.commitPreview()
        document.undo()
        #expect(document.emojiArt[id: bee.id]?.size == 40)
    }

    /// Ctrl+Z just after a Ctrl+scroll resize, before its pause, undoes
    /// the resize the user sees, and Ctrl+Shift+Z brings it back.
    @Test func undoRightAfterACtrlScrollUndoesTheResize() {
        document.select([bee.id])
        canvas.scroll(dx: 0, dy: -1, modifiers: .control, at: beeOnScreen)
        canvas.scroll(dx: 0, dy: -1, modifiers: .control, at: beeOnScreen)
        document.undo()
        #expect(document.emojiArt[id: bee.id]?.size == 40 && canvas.preview == nil)
        document.redo()
        #expect(document.emojiArt[id: bee.id]?.size == 48)
    }

    /// What the live layer draws of a drag: the dragged emojis where they
    /// are shown, kept in step with the document as it changes.
    @Test func theEmojisADragMovesAreShownWhereTheDragHasThem() {
        document.select([bee.id, flower.id])
        canvas.beginDrag(at: beeOnScreen, modifiers: [])
        canvas.updateDrag(translation: Point(x: 20, y: 0))
        #expect(canvas.previewedEmojis.map(\.x).sorted() == [-40, 60])
        // What the tiles leave out while the drag draws them live.
        #expect(canvas.emojisBeforePreview.sorted { $0.id < $1.id } == document.emojis.emojis(withIDs: [bee.id, flower.id]))
        canvas.updateDrag(translation: Point(x: 40, y: 0))
        let shown = canvas.displayedEmojis.emojis(withIDs: [bee.id, flower.id])
        #expect(canvas.previewedEmojis.sorted { $0.id < $1.id } == shown.sorted { $0.id < $1.id })
        document.scaleEmojis([bee.id], by: 2)  // the document changes under the drag
        #expect(canvas.previewedEmojis.first { $0.id == bee.id }?.size == 80)
        canvas.endDrag()
        #expect(canvas.previewedEmojis.isEmpty && canvas.emojisBeforePreview.isEmpty)
    }

    /// A document opens where it was left once the canvas has its size,
    /// or fitted to the window it opens in if it was left fitted.
    @Test func aViewLeftIsShownOnceTheCanvasHasItsSize() {
        let opened = CanvasInteraction(document: document)
        opened.restore(DocumentViewStore.View(isFitted: false, zoom: 3, panX: 40, panY: -20, windowWidth: 800, windowHeight: 600))
        opened.setViewSize(Size(width: 0, height: 0))
        #expect(opened.isFittedToWindow, "no size yet")
        opened.setViewSize(Size(width: 800, height: 600))
        #expect(!opened.isFittedToWindow && opened.viewport.zoom == 3)
        opened.setViewSize(Size(width: 900, height: 700))
        #expect(opened.viewport.zoom == 3, "shown once, not again at each resize")

        let fitted = CanvasInteraction(document: document)
        fitted.restore(DocumentViewStore.View(isFitted: true, zoom: 3, panX: 0, panY: 0, windowWidth: 800, windowHeight: 600))
        fitted.setViewSize(Size(width: 800, height: 600))
        #expect(fitted.isFittedToWindow && fitted.viewport.zoom != 3)
    }

    @Test func pinchingOverTheSelectionResizesIt() {
        document.select([bee.id])
        canvas.beginPinch(at: beeOnScreen)
        canvas.updatePinch(scale: 1.2, center: beeOnScreen)
        canvas.updatePinch(scale: 1.5, center: beeOnScreen)
        canvas.endPinch()
        #expect(document.emojiArt[id: bee.id]?.size == 60)
        #expect(canvas.viewport.zoom == 2)
        document.undo()
        #expect(document.emojiArt[id: bee.id]?.size == 40)
    }

    @Test func aNewEmojiIsAsLargeAsTheDesktopsTextScaleSays() {
        canvas.textScale = 1.5
        canvas.addAtCenter("🦊")
        #expect(document.emojis.last.map { ($0.text, $0.size) }! == ("🦊", 30))  // 40 × 1.5 at zoom 2
    }

    @Test func pinchingAnywhereResizesTheSelection() {
        document.select([bee.id])
        canvas.beginPinch(at: emptySpot)
        canvas.updatePinch(scale: 0.5, center: emptySpot)
        canvas.endPinch()
        #expect(document.emojiArt[id: bee.id]?.size == 20)
        #expect(canvas.viewport.zoom == 2)
    }

    @Test func ctrlScrollAwayFromTheSelectionStillZooms() {
        document.select([bee.id])
        canvas.scroll(dx: 0, dy: -1, modifiers: .control, at: emptySpot)
        #expect(document.emojiArt[id: bee.id]?.size == 40 && document.pendingEdit == nil)
        #expect(canvas.viewport.zoom > 2)
    }

    @Test func pinchingWithNothingSelectedZooms() {
        canvas.beginPinch(at: emptySpot)
        canvas.updatePinch(scale: 0.5, center: emptySpot)
        canvas.endPinch()
        #expect(canvas.viewport.zoom == 1)
        #expect(document.undoActionName?.hasPrefix("Add ") == true)
    }

    @Test func keysNudgeResizeDeleteAndClear() {
        document.select([bee.id])
        canvas.perform(.nudge(x: 10, y: -1))  // view points at zoom 2
        #expect(document.emojiArt[id: bee.id].map { ($0.x, $0.y) }! == (-45, -1))
        canvas.perform(.resizeSelection(factor: 1.1))
        #expect(document.emojiArt[id: bee.id]?.size == 44)
        canvas.perform(.clearSelection)
        #expect(document.selection.isEmpty)
        document.select([flower.id])
        canvas.perform(.deleteSelection)
        #expect(document.emojis.map(\.id) == [bee.id])
        #expect(document.undoActionName == "Delete")
    }

    @Test func droppingEmojiTextAddsItWhereDroppedAtTheDefaultLookingSize() {
        #expect(canvas.drop("🚀 launch!", at: Point(x: 600, y: 200)))
        let added = document.emojis.last!
        #expect((added.text, added.x, added.y, added.size) == ("🚀", 100, -50, 20))
        #expect(document.selection == [added.id])
        #expect(document.undoActionName?.hasPrefix("Add ") == true)
    }

    @Test func droppingTextWithoutAnEmojiChangesNothing() {
        #expect(!canvas.drop("just words", at: Point(x: 600, y: 200)))
        #expect(document.emojis.count == 2)
        #expect(document.undoActionName?.hasPrefix("Add ") == true)
    }

    @Test func addingFromThePaletteWithoutAPointerUsesTheCentre() {
        canvas.pan(by: Point(x: 100, y: 0))
        #expect(canvas.addAtCenter("🌈"))
        let added = document.emojis.last!
        #expect((added.x, added.y) == (-50, 0))
    }

    @Test func aContextClickSelectsWhatWasPointedAt() {
        document.select([flower.id])
        #expect(canvas.contextClick(at: beeOnScreen))
        #expect(document.selection == [bee.id])
        document.select([bee.id, flower.id])
        #expect(canvas.contextClick(at: beeOnScreen))
        #expect(document.selection == [bee.id, flower.id])
        #expect(!canvas.contextClick(at: emptySpot))
    }

    @Test func bringToFrontAndSendToBackRestack() {
        document.bringToFront([bee.id])
        #expect(document.emojis.map(\.id) == [flower.id, bee.id])
        #expect(document.undoActionName == "Bring to Front")
        document.sendToBack([bee.id])
        #expect(document.emojis.map(\.id) == [bee.id, flower.id])
    }
}
