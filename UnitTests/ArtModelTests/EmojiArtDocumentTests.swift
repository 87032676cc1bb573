import Foundation
import Testing
@testable import ArtModel

/// Every intent changes the document as a user expects and is one named undo
/// step that undo reverts and redo reapplies.
@MainActor
@Suite struct EmojiArtDocumentTests {
    private func documentWithTwoEmojis() -> (EmojiArtDocument, bee: EmojiArt.Emoji, flower: EmojiArt.Emoji) {
        let document = EmojiArtDocument()
        let bee = document.addEmoji("🐝", at: (x: -10, y: 20), size: 40)
        let flower = document.addEmoji("🌻", at: (x: 30, y: -5), size: 60)
        return (document, bee, flower)
    }

    @Test func addEmojiAppendsWithAFreshIdAndUndoes() {
        let document = EmojiArtDocument()
        let bee = document.addEmoji("🐝", at: (x: 5, y: 6), size: 40)
        #expect(document.emojis == [EmojiArt.Emoji(text: "🐝", x: 5, y: 6, size: 40, id: 1)])
        #expect(bee.id == 1)
        #expect(document.undoActionName == "Add 🐝")
        document.undo()
        #expect(document.emojis.isEmpty)
        #expect(document.redoActionName == "Add 🐝")
        document.redo()
        #expect(document.emojis == [bee])
        #expect(document.addEmoji("🌻", at: (x: 0, y: 0), size: 40).id == 2)
    }

    @Test func moveEmojisMovesOnlyThoseNamedAsOneStep() {
        let (document, bee, flower) = documentWithTwoEmojis()
        document.moveEmojis([bee.id], by: (x: 7, y: -3))
        #expect(document.emojiArt[id: bee.id].map { ($0.x, $0.y) } ?? (0, 0) == (-3, 17))
        #expect(document.emojiArt[id: flower.id] == flower)
        #expect(document.undoActionName == "Move")
        document.undo()
        #expect(document.emojiArt[id: bee.id] == bee)
        #expect(document.undoActionName == "Add 🌻")
    }

    @Test func scaleEmojisScalesAndClampsSizes() {
        let (document, bee, flower) = documentWithTwoEmojis()
        document.scaleEmojis([bee.id, flower.id], by: 1.5)
        #expect(document.emojis.map(\.size) == [60, 90])
        #expect(document.undoActionName == "Resize")
        document.scaleEmojis([bee.id], by: 1000)
        #expect(document.emojiArt[id: bee.id]?.size == EmojiSize.range.upperBound)
        document.scaleEmojis([bee.id], by: 0.000001)
        #expect(document.emojiArt[id: bee.id]?.size == EmojiSize.range.lowerBound)
        document.undo()
        document.undo()
        document.undo()
        #expect(document.emojis.map(\.size) == [40, 60])
    }

    @Test func removeEmojisRemovesAndDeselects() {
        let (document, bee, flower) = documentWithTwoEmojis()
        document.select([bee.id, flower.id])
        document.removeEmojis([bee.id])
        #expect(document.emojis == [flower])
        #expect(document.selection == [flower.id])
        #expect(document.undoActionName == "Delete")
        document.undo()
        #expect(document.emojis == [bee, flower])
    }

    @Test func setBackgroundIsOneStep() {
        let document = EmojiArtDocument()
        let url = URL(string: "https://example.com/sky.jpg")!
        document.setBackground(.url(url))
        #expect(document.background == .url(url))
        #expect(document.undoActionName == "Set Background")
        document.setBackground(.imageData(Data([0xFF, 0xD8, 0xFF])))
        document.undo()
        #expect(document.background == .url(url))
        document.undo()
        #expect(document.background == .blank)
        #expect(document.undoActionName == nil)
    }

    @Test func intentsThatChangeNothingAreNotUndoSteps() {
        let (document, bee, _) = documentWithTwoEmojis()
        document.moveEmojis([bee.id], by: (x: 0, y: 0))
        document.moveEmojis([], by: (x: 5, y: 5))
        document.scaleEmojis([bee.id], by: 1)
        document.removeEmojis([999])
        document.setBackground(.blank)
        #expect(document.undoActionName == "Add 🌻")
        document.undo()
        document.undo()
        #expect(document.emojis.isEmpty)
    }

    @Test func aNewIntentClearsRedo() {
        let (document, bee, _) = documentWithTwoEmojis()
        document.moveEmojis([bee.id], by: (x: 1, y: 1))
        document.undo()
        #expect(document.redoActionName == "Move")
        document.scaleEmojis([bee.id], by: 2)
        #expect(document.redoActionName == nil)
    }

    @Test func selectionOnlyHoldsEmojisThatExist() {
        let (document, bee, _) = documentWithTwoEmojis()
        document.select([bee.id, 12345])
        #expect(document.selection == [bee.id])
        document.undo()
        document.undo()
        #expect(document.selection.isEmpty)
    }
}

@Suite struct UndoHistoryTests {
    @Test func forgetsTheOldestStepsBeyondItsLimit() {
        var history = UndoHistory<Int>(limit: 3)
        for value in 0..<5 { history.record("Step \(value)", before: value) }
        var state = 5
        var restored: [Int] = []
        while let previous = history.undo(from: state) {
            restored.append(previous)
            state = previous
        }
        #expect(restored == [4, 3, 2])
        #expect(!history.canUndo && history.canRedo)
        #expect(history.redoActionName == "Step 2")
    }
}

@MainActor
@Suite struct DocumentModificationTests {
    @Test func editsMarkTheDocumentModifiedUntilSavedOrUndone() {
        let document = EmojiArtDocument()
        #expect(!document.isModified)
        document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        #expect(document.isModified)
        document.undo()
        #expect(!document.isModified)
        document.redo()
        let snapshot = document.emojiArt
        document.markSaved(snapshot)
        #expect(!document.isModified)
        document.moveEmojis([1], by: (x: 1, y: 0))
        #expect(document.isModified)
        document.undo()
        #expect(!document.isModified)
    }

    @Test func aSaveOfAnOlderSnapshotLeavesLaterEditsUnsaved() {
        let document = EmojiArtDocument()
        document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        let writing = document.emojiArt
        document.addEmoji("🌻", at: (x: 9, y: 9), size: 40)  // while the save is under way
        document.markSaved(writing)
        #expect(document.isModified)
    }

    /// An intent on one emoji, and its undo and redo, leave the rest of the
    /// document's emojis shared with the version before: in a document of
    /// 100,000 as in one of 1,000, what the step copied and what a
    /// comparison of the two looks at is a chunk or two (EmojiList).
    @Test func anIntentOnOneEmojiTouchesAChunkOrTwoAtAnySize() {
        let intents: [(String, (EmojiArtDocument, Int) -> Void)] = [
            ("add", { document, _ in document.addEmoji("🐝", at: (x: 0, y: 0), size: 40) }),
            ("move", { document, count in document.moveEmojis([count / 2], by: (x: 5, y: 0)) }),
            ("resize", { document, count in document.scaleEmojis([count / 2], by: 1.5) }),
            ("delete", { document, count in document.removeEmojis([count / 3]) }),
            ("bring to front", { document, count in document.bringToFront([count / 4]) }),
            ("send to back", { document, count in document.sendToBack([count / 5]) }),
            ("undo", { document, _ in document.undo() }),
            ("redo", { document, _ in document.redo() }),
        ]
        for count in [1000, 100_000] {
            let document = EmojiArtDocument(EmojiArt(background: .blank, emojis: (1...count).map {
                EmojiArt.Emoji(text: "🐝", x: $0 % 1000, y: $0 / 1000, size: 30, id: $0)
            }))
            for (name, intent) in intents {
                let before = document.emojis
                intent(document, count)
                let runs = document.emojis.unsharedRuns(since: before)
                let touched = max(runs.map(\.oldCount).reduce(0, +), runs.map(\.newCount).reduce(0, +))
                let changed = before != document.emojis
                #expect(changed, "\(name) changed nothing")
                #expect(touched <= 2 * EmojiList.chunkCapacity, "\(name) touched \(touched) of \(count)")
            }
        }
    }

    @Test func aReloadShowsTheFileAsOneStepThatUndoBringsBackUnsaved() {
        let document = EmojiArtDocument()
        let bee = document.addEmoji("🐝", at: (x: -10, y: 20), size: 40)
        document.addEmoji("🌻", at: (x: 30, y: -5), size: 60)
        document.markSaved(document.emojiArt)
        document.select([bee.id])
        let theirs = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🌲", x: 1, y: 1, size: 40, id: 9)])
        document.reload(theirs, announcing: "Reloaded")
        #expect(document.emojiArt == theirs && !document.isModified && document.savedArt == theirs)
        #expect(document.selection.isEmpty, "the bee is no longer there")
        #expect(document.undoActionName == "Reload" && document.announcement?.text == "Reloaded")
        document.undo()
        #expect(document.emojis.map(\.text) == ["🐝", "🌻"])
        #expect(document.isModified, "what the window showed before is now a change to save")
    }
}
