import Testing
@testable import ArtModel

/// What a screen reader hears about the canvas.
@Suite struct CanvasDescriptionTests {
    let bee = EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1)
    let sun = EmojiArt.Emoji(text: "🌻", x: 50, y: 0, size: 40, id: 2)

    @Test func sayHowManyAndWhichAreSelectedAndFocused() {
        #expect(CanvasDescription.text(emojis: [], selection: [], focused: nil) == "The picture has no emojis.")
        #expect(CanvasDescription.text(emojis: [bee], selection: [], focused: nil) == "The picture has 1 emoji. None is selected.")
        #expect(CanvasDescription.text(emojis: [bee, sun], selection: [2], focused: bee)
            == "The picture has 2 emojis. Selected: 🌻. Focused: 🐝.")
        #expect(CanvasDescription.text(emojis: [bee, sun], selection: [1, 2], focused: sun)
            == "The picture has 2 emojis. Selected: 🐝 🌻. Focused: 🌻, selected.")
    }

    @Test func manySelectedAreCountedNotListed() {
        let many = (1...1200).map { EmojiArt.Emoji(text: "🐝", x: $0, y: 0, size: 40, id: $0) }
        #expect(CanvasDescription.text(emojis: EmojiList(many), selection: Set(1...1000), focused: nil)
            == "The picture has 1,200 emojis. 1,000 are selected.")
    }
}
