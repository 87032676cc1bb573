import Foundation
import Testing
@testable import ArtModel

/// The changes told in a toast with Undo, and how long that Undo stands: only
/// while Ctrl+Z would undo that very change.
@MainActor
@Suite struct AnnouncementTests {
    private static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xD9])

    @Test func settingABackgroundIsToldAndItsUndoIsCtrlZ() throws {
        let document = EmojiArtDocument()
        document.setBackground(.imageData(Self.jpeg))
        let told = try #require(document.announcement)
        #expect(told.text == "Background set")
        #expect(told.isCurrent(undoSerial: document.undoSerial))
        document.undo()
        #expect(document.background == .blank)
        #expect(!told.isCurrent(undoSerial: document.undoSerial), "undone: the toast's Undo has nothing left to do")
    }

    @Test func aSecondBackgroundIsToldAsAReplacement() {
        let document = EmojiArtDocument()
        document.setBackground(.imageData(Self.jpeg))
        document.setBackground(.url(URL(string: "https://example.com/a.jpg")!))
        #expect(document.announcement?.text == "Background replaced")
    }

    @Test func deletingEmojisSaysHowMany() {
        let document = EmojiArtDocument()
        let bee = document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        #expect(document.announcement == nil, "adding is seen on the canvas, not told")
        let flower = document.addEmoji("🌻", at: (x: 9, y: 9), size: 40)
        document.removeEmojis([bee.id, flower.id, 99])
        #expect(document.announcement?.text == "2 emojis deleted")
        let third = document.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        document.removeEmojis([third.id])
        #expect(document.announcement?.text == "1 emoji deleted")
    }

    @Test func aLaterChangeEndsTheToastsUndoAndRedoDoesNotBringItBack() throws {
        let document = EmojiArtDocument()
        let bee = document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        document.removeEmojis([bee.id])
        let told = try #require(document.announcement)
        document.addEmoji("🌻", at: (x: 0, y: 0), size: 40)
        #expect(!told.isCurrent(undoSerial: document.undoSerial), "Ctrl+Z would now undo the add, not the delete")
        document.undo()
        #expect(told.isCurrent(undoSerial: document.undoSerial), "the delete is again what Ctrl+Z undoes")
        document.undo()
        document.redo()
        #expect(told.isCurrent(undoSerial: document.undoSerial), "a step keeps its serial through undo and redo")
    }

    @Test func aChangeThatChangesNothingTellsNothing() {
        let document = EmojiArtDocument()
        document.removeEmojis([42])
        document.setBackground(.blank)
        #expect(document.announcement == nil)
    }

    @Test func aDeletedPaletteIsPutBackWhereItWas() throws {
        let store = PaletteStore(palettes: [Palette(name: "Animals", emojis: "🐶", id: 0),
                                            Palette(name: "Food", emojis: "🍎", id: 1),
                                            Palette(name: "Sports", emojis: "⚽", id: 2)])
        let removal = try #require(store.remove(id: 1))
        #expect(removal.announcement == "“Food” deleted")
        #expect(store.palettes.map(\.id) == [0, 2])
        store.restore(removal)
        #expect(store.palettes.map(\.name) == ["Animals", "Food", "Sports"])
        store.restore(removal)
        #expect(store.palettes.count == 3, "a second Undo adds no copy")
    }
}
