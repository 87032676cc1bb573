import Testing
@testable import ArtModel

/// What the app tells about the palettes file, and when.
@Suite struct PaletteNoticesTests {
    @Test func anUnreadableFileIsToldOverTheFirstWindowOnly() {
        var notices = PaletteNotices(loadProblem: "The palettes file is not JSON.")
        #expect(notices.windowOpened() == .init(title: "Palettes Reset", message: "The palettes file is not JSON."))
        #expect(notices.windowOpened() == nil)
    }

    @Test func aSaveThatFailsIsToldOnceNotAtEveryEdit() {
        var notices = PaletteNotices(loadProblem: nil)
        #expect(notices.saveFailed("The disk is full.", windowIsOpen: true)?.title == "Palettes Not Saved")
        #expect(notices.saveFailed("The disk is full.", windowIsOpen: true) == nil)
        #expect(notices.windowOpened() == nil)
    }

    @Test func aSaveThatFailsBeforeAnyWindowIsToldOverTheFirst() {
        var notices = PaletteNotices(loadProblem: nil)
        #expect(notices.saveFailed("Permission denied.", windowIsOpen: false) == nil)
        #expect(notices.windowOpened()?.message == "Permission denied.")
        #expect(notices.saveFailed("Permission denied.", windowIsOpen: true) == nil, "told already")
    }
}
