import Foundation
import Testing
@testable import ArtModel

@Suite struct ClosingRuleTests {
    @Test func aWindowWithoutUnsavedChangesClosesWithoutAsking() {
        var rule = ClosingRule()
        #expect(rule.request(isModified: false) == .close)
    }

    @Test func unsavedChangesAreAskedAboutAndCancelKeepsAsking() {
        var rule = ClosingRule()
        #expect(rule.request(isModified: true) == .ask)
        #expect(rule.answer(.cancel) == .stay)
        #expect(rule.request(isModified: true) == .ask)
    }

    @Test func discardClosesAtOnce() {
        var rule = ClosingRule()
        #expect(rule.answer(.discard) == .close)
        #expect(rule.request(isModified: true) == .close)
    }

    @Test func saveClosesOnlyOnceWritten() {
        var rule = ClosingRule()
        #expect(rule.answer(.save) == .saveThenClose)
        #expect(rule.request(isModified: true) == .ask, "a save that failed leaves the question")
        rule.saved()
        #expect(rule.request(isModified: true) == .close)
    }

    @Test func aCloseDuringASaveWaitsForItAndThenAsksAgain() {
        var rule = ClosingRule()
        rule.saveStarted()
        rule.saveStarted()
        #expect(rule.request(isModified: true) == .waitForSave)
        #expect(rule.isWaitingForSave)
        #expect(rule.saveEnded(succeeded: true) == false, "one save is still under way")
        #expect(rule.saveEnded(succeeded: true) == true)
        #expect(rule.request(isModified: false) == .close)
        #expect(rule.request(isModified: true) == .ask, "changed again since that save")
    }

    @Test func aSaveThatFailsKeepsTheWindowAndForgetsTheClose() {
        var rule = ClosingRule()
        rule.saveStarted()
        #expect(rule.request(isModified: true) == .waitForSave)
        #expect(rule.saveEnded(succeeded: false) == false)
        #expect(!rule.isWaitingForSave)
        rule.saveStarted()
        #expect(rule.saveEnded(succeeded: true) == false, "nobody asked to close during this one")
    }
}

@Suite struct WindowRulesTests {
    let file = URL(fileURLWithPath: "/tmp/art/poster.emojiart")
    var untouched: WindowRules.Facts { .init(fileURL: nil, isModified: false, isUntouched: true) }
    var usedUntitled: WindowRules.Facts { .init(fileURL: nil, isModified: true, isUntouched: false) }

    @Test func titlesNameTheDocumentAndMarkUnsavedChanges() {
        #expect(WindowRules.title(for: file, modified: false) == "poster")
        #expect(WindowRules.title(for: file, modified: true) == "• poster")
        #expect(WindowRules.title(for: nil, modified: false) == "Untitled")
    }

    @Test func aDocumentAlreadyOpenIsFoundByItsFileHoweverItIsSpelled() {
        let windows = [untouched, .init(fileURL: file, isModified: false, isUntouched: false)]
        #expect(WindowRules.alreadyOpen(URL(fileURLWithPath: "/tmp/art/../art/poster.emojiart"), in: windows) == 1)
        #expect(WindowRules.alreadyOpen(URL(fileURLWithPath: "/tmp/art/other.emojiart"), in: windows) == nil)
    }

    @Test func aRestoredDocumentReplacesUntouchedWindowsAndItsUnchangedFile() {
        let ownUnchanged = WindowRules.Facts(fileURL: file, isModified: false, isUntouched: false)
        let ownChanged = WindowRules.Facts(fileURL: file, isModified: true, isUntouched: false)
        let other = WindowRules.Facts(fileURL: URL(fileURLWithPath: "/tmp/other.emojiart"), isModified: false, isUntouched: false)
        #expect(WindowRules.replacedByRestoring(file, in: [untouched, usedUntitled, ownUnchanged, other]) == [0, 2])
        #expect(WindowRules.replacedByRestoring(file, in: [ownChanged]) == [], "changes made since are not thrown away")
        #expect(WindowRules.replacedByRestoring(nil, in: [usedUntitled, untouched]) == [1])
    }

    @Test @MainActor func onlyAnEmptyUnchangedUntitledWindowIsUntouched() {
        let document = EmojiArtDocument()
        #expect(WindowRules.Facts(fileURL: nil, document: document).isUntouched)
        #expect(!WindowRules.Facts(fileURL: file, document: document).isUntouched)
        _ = document.addEmoji("🐝", at: (x: 0, y: 0), size: 40)
        #expect(!WindowRules.Facts(fileURL: nil, document: document).isUntouched)
    }
}
