import Foundation
import Testing
@testable import ArtModel

/// What the canvas draws itself follows the desktop's style, and the
/// empty state is there exactly while a document has nothing in it.
@Suite struct DesktopStyleTests {
    @Test func theFieldIsAdwaitasViewColourLightAndDark() {
        #expect(CanvasStyle(isDark: false, isHighContrast: false).field == .white)
        let dark = CanvasStyle(isDark: true, isHighContrast: false).field
        #expect([dark.red, dark.green, dark.blue].allSatisfy { abs($0 - 0x1e / 255.0) < 1e-9 })
    }

    @Test func theSelectionIsTheDesktopsAccentWhereItNamesOne() {
        let purple = CanvasStyle.Colour(red: 0.57, green: 0.25, blue: 0.68)
        #expect(CanvasStyle(isDark: false, isHighContrast: false, accent: purple).accent == purple)
        #expect(CanvasStyle(isDark: true, isHighContrast: false).accent == CanvasStyle.adwaitaBlue)
        #expect(CanvasStyle(isDark: false, isHighContrast: false, accent: purple).rubberBandFill.alpha < 1)
    }

    @Test func theRingsStandOutFromTheirField() {
        for isDark in [false, true] {
            let style = CanvasStyle(isDark: isDark, isHighContrast: false)
            #expect(style.ringHalo == style.focusOuter)
            #expect(abs(style.focusOuter.red - style.focusInner.red) == 1, "two lines of opposite lightness")
            #expect(abs(style.ringHalo.red - style.field.red) < 0.15, "the halo blends with the field around the picture")
        }
        #expect(CanvasStyle(isDark: false, isHighContrast: true).ringWidth > CanvasStyle.light.ringWidth)
    }

    @Test func theEmptyStateIsShownOnlyForANewDocumentWithNothingOnItsWay() {
        var art = EmojiArt()
        #expect(EmptyState.isShown(for: art, importing: false))
        #expect(!EmptyState.isShown(for: art, importing: true), "a picture being loaded shows its progress instead")
        _ = art.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        #expect(!EmptyState.isShown(for: art, importing: false))
        var withPicture = EmojiArt()
        withPicture.background = .url(URL(string: "https://example.com/a.jpg")!)
        #expect(!EmptyState.isShown(for: withPicture, importing: false))
    }

    @Test func theEmptyStateNamesThePasteShortcutItIsGiven() {
        #expect(EmptyState.description(pasteShortcut: "Ctrl+V").contains("(Ctrl+V)"))
    }
}
