import Foundation
import Testing
@testable import ArtModel

@MainActor
@Suite struct RecoveryTests {
    let store = RecoveryStore(folder: FileManager.default.temporaryDirectory
        .appendingPathComponent("recovery-\(UUID().uuidString)"))
    let changedAt = Date(timeIntervalSince1970: 1_800_000_000)

    private func autosaver(for document: EmojiArtDocument, path: String? = nil, delay: Duration = .zero,
                           id: UUID = UUID(), hasFile: Bool = false) -> Autosaver {
        Autosaver(document: document, store: store, id: id, hasFile: hasFile, delay: delay,
                  documentPath: { path }, now: { [changedAt] in changedAt })
    }

    private var recordedIDs: [UUID] { store.contents().records.map(\.id) }

    @Test func aModifiedDocumentIsWrittenWithItsNameAndTimeOfChange() async throws {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document, path: "/home/ann/Bees.emojiart")
        document.addEmoji("🐝", at: (10, 20), size: 40)
        saver.documentChanged()
        await saver.settle()

        let contents = store.contents()
        #expect(contents.records.count == 1 && contents.unreadable.isEmpty)
        let (id, record) = try #require(contents.records.first)
        #expect(id == saver.id)
        #expect(record.name == "Bees" && record.documentURL?.path == "/home/ann/Bees.emojiart")
        #expect(record.lastChanged == changedAt)
        #expect(record.document == document.emojiArt)
    }

    @Test func anEditWaitingToBeMadeIsMadeAndWritten() async throws {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document)
        document.addEmoji("🐝", at: (0, 0), size: 40)
        let bee = try #require(document.emojis.first)
        document.holdPendingEdit(EmojiPreview(ids: [bee.id], change: .scale(2)))
        saver.documentChanged()
        await saver.settle()
        #expect(try #require(store.contents().records.first).record.document.emojis.map(\.size) == [80])
    }

    @Test func nothingIsWrittenBeforeTheDelayHasPassed() async {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document, delay: .seconds(3600))
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        try? await Task.sleep(for: .milliseconds(50))
        #expect(recordedIDs.isEmpty)
    }

    @Test func theLatestContentIsWrittenAfterSeveralEdits() async throws {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document)
        for x in 0..<5 {
            document.addEmoji("🐝", at: (x, 0), size: 40)
            saver.documentChanged()
        }
        await saver.settle()
        #expect(try #require(store.contents().records.first).record.document.emojis.count == 5)
    }

    @Test func anUnchangedDocumentAndASelectionChangeWriteNothing() async {
        let document = EmojiArtDocument(EmojiArt(background: .blank, emojis: [
            EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: 1),
        ]))
        let saver = autosaver(for: document)
        saver.documentChanged()
        document.selectAll()
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func savingRemovesTheRecoveryFile() async {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document)
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs == [saver.id])

        document.markSaved(document.emojiArt)
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func undoingBackToTheSavedDocumentRemovesTheRecoveryFile() async {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document)
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        await saver.settle()
        document.undo()
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func closingOnPurposeRemovesTheFileAndStopsWriting() async {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document)
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        await saver.settle()
        saver.stop()
        document.addEmoji("🦋", at: (0, 0), size: 40)
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func closingBeforeTheDelayWritesNothing() async {
        let document = EmojiArtDocument()
        let saver = autosaver(for: document, delay: .milliseconds(20))
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        saver.stop()
        try? await Task.sleep(for: .milliseconds(100))
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func aRestoredDocumentIsUnsavedAndKeepsItsFileUntilSaved() async throws {
        let art = EmojiArt(background: .blank, emojis: [EmojiArt.Emoji(text: "🐝", x: 1, y: 2, size: 40, id: 1)])
        let id = UUID()
        try store.write(RecoveryRecord(documentPath: nil, lastChanged: changedAt, document: art), id: id)

        let document = EmojiArtDocument(recovered: art)
        #expect(document.isModified)
        let saver = autosaver(for: document, id: id, hasFile: true)
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs == [id])

        document.markSaved(document.emojiArt)
        saver.documentChanged()
        await saver.settle()
        #expect(recordedIDs.isEmpty)
    }

    @Test func contentsAreNewestFirstAndUnreadableFilesAreLeftAlone() throws {
        let older = UUID(), newer = UUID()
        try store.write(RecoveryRecord(documentPath: nil, lastChanged: changedAt, document: EmojiArt()), id: older)
        try store.write(RecoveryRecord(documentPath: nil, lastChanged: changedAt + 60, document: EmojiArt()), id: newer)
        let broken = store.folder.appendingPathComponent("\(UUID().uuidString).json")
        try Data("{\"document\": tru".utf8).write(to: broken)

        let contents = store.contents()
        #expect(contents.records.map(\.id) == [newer, older])
        #expect(contents.unreadable == [broken])
        #expect(FileManager.default.fileExists(atPath: broken.path))

        let kept = try store.setAside(broken)
        #expect(kept.lastPathComponent == broken.lastPathComponent + ".damaged")
        #expect(store.contents().unreadable.isEmpty && FileManager.default.fileExists(atPath: kept.path))
    }

    @Test func theRecordKeepsTheVersionOfTheFileItsChangesWereMadeOver() async throws {
        let version = DiskVersion(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
        let document = EmojiArtDocument()
        let saver = Autosaver(document: document, store: store, delay: .zero, documentPath: { "/home/ann/Bees.emojiart" },
                              documentVersion: { version })
        document.addEmoji("🐝", at: (0, 0), size: 40)
        saver.documentChanged()
        await saver.settle()
        let record = try #require(store.contents().records.first).record
        #expect(record.diskVersion == version)
        #expect(!record.fileChanged(onDiskNow: version))
        #expect(record.fileChanged(onDiskNow: DiskVersion(device: 1, inode: 7, size: 3, modifiedSeconds: 9, modifiedNanoseconds: 0)))
        #expect(record.fileChanged(onDiskNow: nil), "deleted since")
        #expect(record.question(fileChanged: true).message.hasSuffix(
            "Since then, another program has changed “Bees”: Restore shows your version and offers theirs, and saving asks before replacing it."))
        #expect(!record.question(fileChanged: false).message.contains("another program"))
    }

    @Test func aRecordWrittenBeforeVersionsWereKeptClaimsNoChange() throws {
        let old = Data(#"{"documentPath":"/home/ann/Bees.emojiart","lastChanged":"2027-01-15T08:00:00Z","document":{"background":{},"emojis":[],"uniqueEmojiId":0}}"#.utf8)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try old.write(to: store.url(for: UUID()))
        let record = try #require(store.contents().records.first).record
        #expect(record.diskVersion == nil && !record.fileChanged(onDiskNow: nil))
    }

    @Test func theStandardFolderIsUnderTheStateDirectory() {
        #expect(RecoveryStore.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).folder.path == "/s/emojiart/recovery")
        #expect(RecoveryStore.standard(environment: ["HOME": "/h"]).folder.path == "/h/.local/state/emojiart/recovery")
    }
}

@Suite struct RecoveryDescriptionTests {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    private func describe(_ changed: String, now: String) throws -> String {
        let parse = ISO8601DateFormatter()
        let record = RecoveryRecord(documentPath: nil, lastChanged: try #require(parse.date(from: changed)), document: EmojiArt())
        return record.lastChangedDescription(now: try #require(parse.date(from: now)), calendar: calendar,
                                             locale: Locale(identifier: "en_GB"))
    }

    @Test func saysWhenInWordsAPersonUses() throws {
        #expect(try describe("2026-11-30T14:32:00Z", now: "2026-11-30T18:00:00Z") == "today at 14:32")
        #expect(try describe("2026-11-29T09:05:00Z", now: "2026-11-30T08:00:00Z") == "yesterday at 09:05")
        #expect(try describe("2026-11-28T14:32:00Z", now: "2026-11-30T08:00:00Z") == "on 28 November 2026 at 14:32")
    }
}
