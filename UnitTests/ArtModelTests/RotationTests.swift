import Foundation
import Testing
@testable import ArtModel

/// Turning and mirroring emojis: how the document keeps it, what a turned
/// emoji covers, and each way to turn one as one named undo step.
@MainActor
@Suite struct RotationTests {
    let document = EmojiArtDocument()
    let canvas: CanvasInteraction
    let bee: EmojiArt.Emoji

    /// An 800 × 600 canvas at zoom 2: the document's origin at the view's centre (400, 300).
    init() {
        canvas = CanvasInteraction(document: document)
        canvas.setViewSize(Size(width: 800, height: 600))
        canvas.zoom(by: 2)
        bee = document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
    }

    private func decode(_ emoji: String) throws -> EmojiArt.Emoji {
        let art = try DocumentFile.decode(Data(#"{"emojis": [\#(emoji)]}"#.utf8))
        return try #require(art.emojis.first)
    }

    @Test func aTurnIsWrittenOnlyWhereThereIsOne() throws {
        let upright = EmojiArt(background: .blank, emojis: [bee])
        #expect(String(decoding: try DocumentFile.encode(upright), as: UTF8.self)
            == #"{"background":{},"emojis":[{"id":1,"size":40,"text":"🐝","x":0,"y":0}],"uniqueEmojiId":1}"#)
        let turned = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1,
                                                                           rotation: 30, mirrored: true)])
        let json = String(decoding: try DocumentFile.encode(turned), as: UTF8.self)
        #expect(json.contains(#""mirrored":true"#) && json.contains(#""rotation":30"#))
        #expect(try DocumentFile.decode(Data(json.utf8)) == turned)
    }

    @Test func anyAngleAnotherAppWritesIsReadAsWholeDegreesOfOneTurn() throws {
        let base = #""text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1"#
        #expect(try decode("{\(base), \"rotation\": -90}").rotation == 270)
        #expect(try decode("{\(base), \"rotation\": 720.4}").rotation == 0)
        #expect(try decode("{\(base), \"rotation\": 30.6, \"mirrored\": false}").rotation == 31)
        for bad in ["\"rotation\": \"30\"", "\"rotation\": 1e300", "\"mirrored\": 1"] {
            #expect(throws: DocumentReadError.self) { try decode("{\(base), \(bad)}") }
        }
    }

    @Test func aTurnedEmojiIsHitWhereItIsDrawn() {
        let turned = EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1, rotation: 45)
        // The upright square's corner is outside the diamond; the diamond's tip beyond the square is inside.
        #expect(!turned.covers(Point(x: 19, y: 19)) && bee.covers(Point(x: 19, y: 19)))
        #expect(turned.covers(Point(x: 27, y: 0)) && !bee.covers(Point(x: 27, y: 0)))
        #expect(abs(turned.bounds.size.width - 40 * 2.squareRoot()) < 0.001)
        #expect(EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1, rotation: 90).bounds == bee.frame)
    }

    @Test func aRubberBandMustSurroundTheTurnedBox() {
        document.rotateEmojis([bee.id], by: 45)
        let around = Rect(x: -25, y: -25, width: 50, height: 50)  // the upright square, not the diamond's tips
        #expect(SelectionRule.afterRubberBand(around, emojis: document.emojis, selection: [], extending: false).isEmpty)
        let wider = Rect(x: -30, y: -30, width: 60, height: 60)
        #expect(SelectionRule.afterRubberBand(wider, emojis: document.emojis, selection: [], extending: false) == [bee.id])
    }

    @Test func keysAndMenusTurnAndFlipAsOneNamedStep() {
        document.select([bee.id])
        #expect(canvas.perform(CanvasCommand.forKey("bracketright", modifiers: []) ?? .clearSelection))
        #expect(document.emojis[0].rotation == 15 && document.undoActionName == "Rotate")
        canvas.perform(CanvasCommand.forKey("bracketleft", modifiers: []) ?? .clearSelection)
        canvas.perform(CanvasCommand.forKey("bracketleft", modifiers: []) ?? .clearSelection)
        #expect(document.emojis[0].rotation == 345)
        canvas.perform(.rotateSelection(degrees: 90))  // Rotate Right
        #expect(document.emojis[0].rotation == 75)
        #expect(CanvasCommand.forKey("h", modifiers: []) == .flipSelection)
        canvas.perform(.flipSelection)
        // Mirrored as it looks: the turn changes sides.
        #expect(document.emojis[0].mirrored && document.emojis[0].rotation == 285)
        #expect(document.undoActionName == "Flip Horizontally")
        document.undo()
        #expect(!document.emojis[0].mirrored && document.emojis[0].rotation == 75)
        #expect(CanvasCommand.forKey("bracketright", modifiers: [.control]) == nil, "Ctrl+] is Rotate Right's")
    }

    @Test func draggingTheHandleTurnsTheSelectionAsOneStepAndShiftSnaps() throws {
        document.select([bee.id])
        // The bee is 80 view points wide about (400, 300): the handle is 24 above its top.
        let handle = try #require(canvas.rotationHandle)
        #expect(handle.dot == Point(x: 400, y: 236) && handle.pivot == Point(x: 400, y: 300))
        canvas.beginDrag(at: handle.dot, modifiers: [])
        canvas.updateDrag(translation: Point(x: 64, y: 64))  // to (464, 300): a quarter turn clockwise
        #expect(canvas.displayedEmojis[0].rotation == 90 && document.emojis[0].rotation == 0)
        canvas.updateDrag(translation: Point(x: 30, y: 10), modifiers: [.shift])
        let snapped = canvas.displayedEmojis[0].rotation
        #expect(snapped % 15 == 0 && snapped > 0)
        canvas.endDrag()
        #expect(document.emojis[0].rotation == snapped && document.undoActionName == "Rotate")
        #expect(document.emojis[0].x == 0 && document.emojis[0].y == 0, "turned about its own centre")
    }

    /// GtkGestureRotate beside the pinch: what two fingers do is one step.
    @Test func twoFingersTurnAndResizeTheSelectionAsOneStep() {
        document.select([bee.id])
        canvas.beginPinch(at: Point(x: 400, y: 300))
        canvas.updatePinch(turn: 359.6)  // GTK's angle since the fingers landed, 0 up to 360: a little to the left
        canvas.updatePinch(scale: 1.5, center: Point(x: 400, y: 300))
        #expect(canvas.displayedEmojis[0].rotation == 0 && canvas.displayedEmojis[0].size == 60)
        canvas.updatePinch(turn: 30)
        canvas.endPinch()
        #expect(document.emojis[0].rotation == 30 && document.emojis[0].size == 60)
        #expect(document.undoActionName == "Resize and Rotate")
        canvas.beginPinch(at: Point(x: 400, y: 300))
        canvas.updatePinch(turn: 15)
        canvas.endPinch()
        #expect(document.undoActionName == "Rotate" && document.emojis[0].rotation == 45)
    }

    @Test func withoutASelectionThereIsNoHandleAndThatSpotPans() {
        #expect(canvas.rotationHandle == nil)
        canvas.beginDrag(at: Point(x: 400, y: 236), modifiers: [])
        #expect(canvas.drag.map { if case .pan = $0.kind { true } else { false } } == true)
    }

    @Test func copiesAndDuplicatesKeepTheTurn() throws {
        document.rotateEmojis([bee.id], by: 30)
        document.flipEmojis([bee.id])
        document.select([bee.id])
        let clip = try #require(canvas.copySelection())
        #expect(EmojiClip(decoding: clip.encoded())?.emojis.first.map { ($0.rotation, $0.mirrored) } ?? (0, false) == (330, true))
        canvas.duplicateSelection()
        #expect(document.emojis[1].rotation == 330 && document.emojis[1].mirrored)
    }

    @Test func aScreenReaderHearsTheTurn() {
        let turned = EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1, rotation: 45)
        let both = EmojiArt.Emoji(text: "🌻", x: 0, y: 0, size: 40, id: 2, rotation: 90, mirrored: true)
        #expect(CanvasDescription.text(emojis: [turned, both], selection: [1, 2], focused: turned)
            == "The picture has 2 emojis. Selected: 🐝, turned 45° 🌻, turned 90° and mirrored. Focused: 🐝, turned 45°, selected.")
    }
}
