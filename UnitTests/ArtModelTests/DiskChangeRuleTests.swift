import Foundation
import Testing
@testable import ArtModel

/// What a window does when another program changes its document's file,
/// and what a save may replace.
@Suite struct DiskChangeRuleTests {
    private let opened = DiskVersion(device: 1, inode: 10, size: 100, modifiedSeconds: 1_800_000_000, modifiedNanoseconds: 1)
    private let theirs = DiskVersion(device: 1, inode: 11, size: 120, modifiedSeconds: 1_800_000_060, modifiedNanoseconds: 2)
    private let later = DiskVersion(device: 1, inode: 12, size: 130, modifiedSeconds: 1_800_000_120, modifiedNanoseconds: 3)
    private let ours = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1)])
    private let written = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🌲", x: 5, y: 5, size: 60, id: 1)])

    @Test func aWindowWithoutChangesShowsWhatAnotherProgramWrote() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.changed(theirs, .success(written)), basis: opened, isModified: false, saved: ours) == .reload(written))
        #expect(rule.known == theirs && rule.notice == nil)
        #expect(rule.replacing == .unchangedSince(theirs))
    }

    @Test func aWindowWithChangesAsksAndReloadTakesTheirs() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.changed(theirs, .success(written)), basis: opened, isModified: true, saved: ours) == .none)
        #expect(rule.notice == .changed)
        #expect(rule.known == opened, "a save still asks before it replaces their version")
        #expect(rule.reload() == written)
        #expect(rule.known == theirs && rule.notice == nil)
        #expect(rule.reload() == nil, "nothing more is offered")
    }

    @Test func keepMineHidesTheNoticeButTheSaveStillAsks() {
        var rule = DiskChangeRule(known: opened)
        _ = rule.observed(.changed(theirs, .success(written)), basis: opened, isModified: true, saved: ours)
        rule.keepMine()
        #expect(rule.notice == nil && rule.replacing == .unchangedSince(opened))
        // The same version is not offered again; a newer one is.
        #expect(rule.observed(.changed(theirs, .success(written)), basis: opened, isModified: true, saved: ours) == .none)
        #expect(rule.notice == nil)
        _ = rule.observed(.changed(later, .success(written)), basis: opened, isModified: true, saved: ours)
        #expect(rule.notice == .changed)
        // Once the window writes its own, that is what it knows.
        rule.wrote(later)
        #expect(rule.notice == nil && rule.known == later)
    }

    @Test func theSameDocumentWrittenAgainOrTouchedIsNoChange() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.changed(theirs, .success(ours)), basis: opened, isModified: true, saved: ours) == .none)
        #expect(rule.notice == nil && rule.known == theirs)
        #expect(rule.observed(.unchanged, basis: theirs, isModified: true, saved: ours) == .none)
        #expect(rule.notice == nil)
    }

    @Test func aRecoveredDocumentNeverSavedIsOfferedTheFileOnDisk() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.changed(theirs, .success(ours)), basis: opened, isModified: true, saved: nil) == .none)
        #expect(rule.notice == .changed)
    }

    @Test func aDeletedFileIsSaidAndWrittenAgainBySave() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.missing, basis: opened, isModified: false, saved: ours) == .none)
        #expect(rule.notice == .deleted)
        #expect(rule.replacing.allows(nil), "Save writes it again")
        #expect(!rule.replacing.allows(theirs), "but not over a new file another program put there")
        // Put back by another program (git checkout): it is shown at once.
        #expect(rule.observed(.changed(theirs, .success(written)), basis: opened, isModified: false, saved: ours) == .reload(written))
        #expect(rule.notice == nil)
    }

    @Test func somethingUnreadableIsNeverShownInPlaceOfTheDocument() {
        var rule = DiskChangeRule(known: opened)
        #expect(rule.observed(.changed(theirs, .failure(.truncated)), basis: opened, isModified: false, saved: ours) == .none)
        #expect(rule.notice == .unreadable && rule.known == opened)
        #expect(rule.reload() == nil)
        rule.keepMine()
        #expect(rule.observed(.changed(theirs, .failure(.truncated)), basis: opened, isModified: false, saved: ours) == .none)
        #expect(rule.notice == nil, "not said again for the version kept over")
        // Finished writing, it is shown.
        #expect(rule.observed(.changed(later, .success(written)), basis: opened, isModified: false, saved: ours) == .reload(written))
    }

    @Test func aLookMadeBeforeTheWindowWroteIsMadeAgain() {
        var rule = DiskChangeRule(known: opened)
        rule.wrote(theirs)
        #expect(rule.observed(.changed(theirs, .success(ours)), basis: opened, isModified: false, saved: ours) == .lookAgain)
        #expect(rule.notice == nil && rule.known == theirs)
    }

    @Test func aRenameOfTheFileIsFollowedAndEverythingElseLookedAt() {
        let file = URL(fileURLWithPath: "/home/ann/Bees.emojiart")
        let renamed = URL(fileURLWithPath: "/home/ann/Bees in May.emojiart")
        #expect(DiskChangeRule.meaning(ofRename: true, file: file, other: renamed, watched: file) == .moved(to: renamed))
        // Another program's atomic save renames its own file onto ours.
        let temporary = URL(fileURLWithPath: "/home/ann/.Bees.emojiart.tmp")
        #expect(DiskChangeRule.meaning(ofRename: true, file: temporary, other: file, watched: file) == .look)
        #expect(DiskChangeRule.meaning(ofRename: false, file: file, other: nil, watched: file) == .look)
        #expect(DiskChangeRule.meaning(ofRename: true, file: file, other: nil, watched: file) == .look)
    }

    @Test func eachNoticeSaysWhatHappenedAndOffersItsAnswers() {
        #expect(DiskChangeRule.Notice.changed.text(name: "R&B <3") == "“R&B <3” was changed by another program")
        #expect(DiskChangeRule.Notice.changed.actions.map(\.name) == ["keep-mine", "reload"])
        #expect(DiskChangeRule.Notice.unreadable.actions.map(\.name) == ["keep-mine"])
        #expect(DiskChangeRule.Notice.deleted.actions.map(\.name) == ["save"])
        #expect(DiskChangeRule.reloadAnnouncement(name: "Bees") == "Reloaded: “Bees” was changed by another program")
    }
}

/// The file itself: versions, the look at it, and the save that will not
/// replace a change it has not seen.
@Suite struct DiskVersionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("disk-\(UUID().uuidString)")
    private let art = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1)])

    private func document() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Bees.emojiart")
        try DocumentFile.write(art, to: file)
        return file
    }

    @Test func theVersionReadIsTheVersionWrittenAndAnotherWriteIsAnother() throws {
        let file = try document()
        let written = try DocumentFile.write(art, to: file)
        let read = try DocumentFile.readWithVersion(from: file)
        #expect(read.art == art && read.version == written && DiskVersion.of(file) == written)
        // Rewritten in place by another program, with the same bytes.
        try DocumentFile.encode(art).write(to: file)
        #expect(DiskVersion.of(file) != written)
        // A change of mode is no new content.
        let now = try #require(DiskVersion.of(file))
        chmod(file.path, 0o600)
        #expect(DiskVersion.of(file) == now)
        #expect(DiskVersion.of(folder.appendingPathComponent("none.emojiart")) == nil)
    }

    @Test func aLookReadsOnlyAnotherVersion() throws {
        let file = try document()
        let known = try #require(DiskVersion.of(file))
        guard case .unchanged = DiskObservation.look(at: file, knowing: known) else { Issue.record("not unchanged"); return }
        try Data("{\"emojis\": [".utf8).write(to: file)
        guard case .changed(let version, .failure(.truncated)) = DiskObservation.look(at: file, knowing: known) else {
            Issue.record("a half-written file is not a document"); return
        }
        #expect(version != known)
        try FileManager.default.removeItem(at: file)
        guard case .missing = DiskObservation.look(at: file, knowing: known) else { Issue.record("not missing"); return }
    }

    @Test func aSaveDoesNotReplaceAChangeItHasNotSeen() throws {
        let file = try document()
        let known = try #require(DiskVersion.of(file))
        let theirs = Data("{\"emojis\":[{\"text\":\"🌲\",\"x\":1,\"y\":1,\"size\":40,\"id\":1}],\"background\":{}}".utf8)
        try theirs.write(to: file)
        #expect(throws: AtomicFileWriter.ChangedByAnotherProgram.self) {
            try DocumentFile.write(art, to: file, replacing: .unchangedSince(known))
        }
        #expect(try Data(contentsOf: file) == theirs, "their version is left as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Bees.emojiart"])
        // Save Anyway replaces it; a deleted file is written again.
        let mine = try DocumentFile.write(art, to: file, replacing: .anything)
        #expect(try DocumentFile.read(from: file) == art)
        try FileManager.default.removeItem(at: file)
        try DocumentFile.write(art, to: file, replacing: .unchangedSince(mine))
        #expect(try DocumentFile.read(from: file) == art)
    }

    @Test func aDocumentThroughALinkIsWatchedWhereTheLinkLeads() throws {
        let file = try document()
        let link = folder.appendingPathComponent("link.emojiart")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Bees.emojiart")
        #expect(DiskChangeRule.watchedFile(for: link).path == file.path)
        #expect(DiskChangeRule.watchedFile(for: file).path == file.path)
        #expect(DiskVersion.of(link) == DiskVersion.of(file))
    }
}
