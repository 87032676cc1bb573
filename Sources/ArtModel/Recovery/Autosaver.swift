import Foundation

/// Keeps one document's recovery file up to date: a few seconds after the
/// last change, a modified document is written to the recovery store off
/// the main thread; once it is saved, or back as it was on disk, or closed
/// deliberately, its recovery file is removed.
@MainActor
public final class Autosaver {
    /// Names the document's recovery file.
    public let id: UUID
    public static let standardDelay: Duration = .seconds(2)

    private let document: EmojiArtDocument
    private let store: RecoveryStore
    private let delay: Duration
    private let documentPath: @MainActor () -> String?
    private let documentVersion: @MainActor () -> DiskVersion?
    private let now: @MainActor () -> Date
    /// The content last seen, so selection changes do not count as edits.
    private var seen: EmojiArt?
    private var lastChanged: Date?
    private var pendingWrite: Task<Void, Never>?
    private var hasFile: Bool
    private var stopped = false

    /// `hasFile` says the recovery file `id` already exists (a restored
    /// document keeps the file it came from until it is saved or discarded);
    /// `documentVersion` is the version of its file the changes are made over.
    public init(document: EmojiArtDocument, store: RecoveryStore, id: UUID = UUID(), hasFile: Bool = false,
                delay: Duration = standardDelay, documentPath: @escaping @MainActor () -> String?,
                documentVersion: @escaping @MainActor () -> DiskVersion? = { nil },
                now: @escaping @MainActor () -> Date = Date.init) {
        self.document = document
        self.store = store
        self.id = id
        self.hasFile = hasFile
        self.delay = delay
        self.documentPath = documentPath
        self.documentVersion = documentVersion
        self.now = now
        seen = document.emojiArt
    }

    /// Call after every change to the document or to whether it is saved.
    public func documentChanged() {
        guard !stopped else { return }
        guard document.isModified else {
            seen = document.emojiArt
            pendingWrite?.cancel()
            pendingWrite = nil
            removeFile()
            return
        }
        guard document.emojiArt != seen else { return }
        seen = document.emojiArt
        lastChanged = now()
        pendingWrite?.cancel()
        pendingWrite = Task { [weak self, delay] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self?.writeFile()
        }
    }

    /// The document was closed on purpose (saved or discarded): its recovery
    /// file goes, and nothing more is written.
    public func stop() {
        stopped = true
        pendingWrite?.cancel()
        pendingWrite = nil
        removeFile()
    }

    /// Waits until everything asked of the disk so far is done.
    public func settle() async {
        await pendingWrite?.value
        store.flush()
    }

    private func writeFile() {
        pendingWrite = nil
        guard !stopped else { return }
        let art = document.snapshotToKeep()
        guard document.isModified else { return }
        let record = RecoveryRecord(documentPath: documentPath(), diskVersion: documentVersion(),
                                    lastChanged: lastChanged ?? now(), document: art)
        hasFile = true
        store.later { [id] store in
            do {
                try store.write(record, id: id)
            } catch {
                // Editing goes on; the next change tries again.
                FileHandle.standardError.write(Data("emojiart: recovery file not written: \(error.localizedDescription)\n".utf8))
            }
        }
    }

    private func removeFile() {
        guard hasFile else { return }
        hasFile = false
        // The store's queue keeps order: a removal never overtakes the write it undoes.
        store.later { [id] store in store.remove(id: id) }
    }
}
