import Foundation
import Observation

/// The view model of one document window: the document, its selection, and
/// the intents a user can perform, each one named undo step.
@MainActor
@Observable
public final class EmojiArtDocument {
    public private(set) var emojiArt: EmojiArt {
        didSet { differsFromSaved = emojiArt != saved }
    }
    public private(set) var selection: Set<EmojiArt.Emoji.ID> = []
    private var history = UndoHistory<EmojiArt>()
    /// The document as it is on disk (or empty, for a new one); nil when
    /// what is shown was never saved, as with a recovered document.
    private var saved: EmojiArt? {
        didSet { differsFromSaved = emojiArt != saved }
    }

    public init(_ emojiArt: EmojiArt = EmojiArt()) {
        self.emojiArt = emojiArt
        saved = emojiArt
    }

    /// A document brought back from a recovery file: unsaved until saved.
    public init(recovered emojiArt: EmojiArt) {
        self.emojiArt = emojiArt
        saved = nil
        differsFromSaved = true
    }

    /// Whether there are changes that a save has not written, a pending
    /// edit included (the title, autosave and the close question ask).
    public var isModified: Bool { differsFromSaved || pendingEdit != nil }
    /// Compared once a change, not each time `isModified` is asked.
    private var differsFromSaved = false

    /// An edit already shown but not yet an undo step: a Ctrl+scroll resize
    /// waits for a pause in the scrolling. Undo, redo and `snapshotToKeep`
    /// make it first, so what the user last saw is what they undo from and
    /// what is kept.
    public private(set) var pendingEdit: EmojiPreview?

    /// Shows `edit` as made, to be made at `commitPendingEdit`.
    public func holdPendingEdit(_ edit: EmojiPreview) {
        pendingEdit = edit
    }

    /// Makes the pending edit now, as one undo step.
    public func commitPendingEdit() {
        guard let edit = pendingEdit else { return }
        pendingEdit = nil
        edit.commit(to: self)
    }

    /// The document as it is to be kept (saved, exported, written for
    /// recovery): the pending edit made first.
    public func snapshotToKeep() -> EmojiArt {
        commitPendingEdit()
        return emojiArt
    }

    /// The document as the window last read or wrote it; nil for one never saved.
    public var savedArt: EmojiArt? { saved }

    /// Records that `art` (a snapshot taken for a save) is now on disk.
    public func markSaved(_ art: EmojiArt) {
        saved = art
    }

    public var emojis: EmojiList { emojiArt.emojis }
    public var background: EmojiArt.Background { emojiArt.background }

    // MARK: - Intents

    @discardableResult
    public func addEmoji(_ text: String, at position: (x: Int, y: Int), size: Int) -> EmojiArt.Emoji {
        // Named by the emoji, as the original's "Undo Add 🐝".
        change(localized("Add {emoji}", ["emoji": text])) { $0.addEmoji(text, at: position, size: size) }
    }

    public func moveEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by offset: (x: Int, y: Int)) {
        guard !ids.isEmpty, offset != (0, 0) else { return }
        change(localized("Move")) { art in
            art.updateEmojis(ids) { emoji in
                emoji.x += offset.x
                emoji.y += offset.y
            }
        }
    }

    /// Scales sizes by `factor`, keeping each size within `EmojiSize.range`.
    public func scaleEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by factor: Double) {
        guard !ids.isEmpty, factor.isFinite, factor > 0, factor != 1 else { return }
        change(localized("Resize")) { art in
            art.updateEmojis(ids) { emoji in
                emoji.size = EmojiSize.clamped(Double(emoji.size) * factor)
            }
        }
    }

    public func removeEmojis(_ ids: Set<EmojiArt.Emoji.ID>) {
        guard !ids.isEmpty else { return }
        let before = emojiArt.emojis.count
        change(localized("Delete")) { $0.removeEmojis(ids) }
        let removed = before - emojiArt.emojis.count
        selection.subtract(ids)
        if removed > 0 { announce(localized("{count} emoji deleted", plural: "{count} emojis deleted", count: removed)) }
    }

    /// Adds `clip`'s emojis in their arrangement around `center`, selected,
    /// as one "Paste" step; false, changing nothing, when the document has
    /// no room for them (see `noRoomMessage`).
    @discardableResult
    public func paste(_ clip: EmojiClip, around center: (x: Int, y: Int)) -> Bool {
        addCopies(of: clip.emojis, movedBy: center, as: localized("Paste"))
    }

    /// Copies of the emojis in `ids` moved by `offset`, selected in their
    /// place, as one "Duplicate" step; false when there is no room for them.
    @discardableResult
    public func duplicate(_ ids: Set<EmojiArt.Emoji.ID>, offsetBy offset: (x: Int, y: Int)) -> Bool {
        addCopies(of: emojiArt.emojis.emojis(withIDs: ids), movedBy: offset, as: localized("Duplicate"))
    }

    private func addCopies(of emojis: [EmojiArt.Emoji], movedBy offset: (x: Int, y: Int), as actionName: String) -> Bool {
        guard !emojis.isEmpty else { return true }
        guard emojiArt.hasRoom(for: emojis.count) else { return false }
        let added = change(actionName) { $0.addCopies(of: emojis, movedBy: offset) }
        selection = Set(added.map(\.id))
        return true
    }

    /// What a paste or a duplicate that would pass `EmojiArt.emojiLimit` says.
    public static var noRoomMessage: String {
        localized("Not added: a document holds at most {limit} emojis", ["limit": EmojiArt.emojiLimit.grouped])
    }

    /// Turns the emojis in `ids` clockwise by `degrees` (counterclockwise
    /// when negative), each about its centre, as one "Rotate" step.
    public func rotateEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by degrees: Int) {
        guard !ids.isEmpty, degrees % 360 != 0 else { return }
        change(localized("Rotate")) { art in art.updateEmojis(ids) { $0.turn(by: degrees) } }
    }

    /// What two fingers did: resized by `factor` and turned by `degrees`,
    /// as one step named by what changed ("Resize", "Rotate", or both).
    public func pinchEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by factor: Double, turning degrees: Int) {
        guard degrees % 360 != 0 else { return scaleEmojis(ids, by: factor) }
        guard factor.isFinite, factor > 0, factor != 1 else { return rotateEmojis(ids, by: degrees) }
        change(localized("Resize and Rotate")) { art in
            art.updateEmojis(ids) { emoji in
                emoji.size = EmojiSize.clamped(Double(emoji.size) * factor)
                emoji.turn(by: degrees)
            }
        }
    }

    /// Mirrors the emojis in `ids` left to right, each about its centre,
    /// as one "Flip Horizontally" step. A turned emoji is mirrored as it
    /// looks: its turn changes sides too.
    public func flipEmojis(_ ids: Set<EmojiArt.Emoji.ID>) {
        change(localized("Flip Horizontally")) { art in
            art.updateEmojis(ids) { emoji in
                emoji.mirrored.toggle()
                emoji.turn(by: -2 * emoji.rotation)
            }
        }
    }

    /// Removes the emojis in `ids` (copied first) as one "Cut" step.
    public func cut(_ ids: Set<EmojiArt.Emoji.ID>) {
        change(localized("Cut")) { $0.removeEmojis(ids) }
        selection.subtract(ids)
    }

    public func bringToFront(_ ids: Set<EmojiArt.Emoji.ID>) {
        change(localized("Bring to Front")) { $0.restack(ids, toFront: true) }
    }

    public func sendToBack(_ ids: Set<EmojiArt.Emoji.ID>) {
        change(localized("Send to Back")) { $0.restack(ids, toFront: false) }
    }

    /// Shows `art`, read from the document's file (another program changed
    /// it), as one undo step that brings back what was shown, unsaved
    /// changes and all; `announcement` is said with Undo.
    public func reload(_ art: EmojiArt, announcing announcement: String) {
        commitPendingEdit()
        change(localized("Reload")) { $0 = art }
        selection = art.emojis.held(selection)
        markSaved(art)
        announce(announcement)
    }

    public func setBackground(_ background: EmojiArt.Background) {
        guard background != emojiArt.background else { return }
        let replaced = emojiArt.background != .blank
        change(localized("Set Background")) { $0.background = background }
        announce(replaced ? localized("Background replaced") : localized("Background set"))
    }

    // MARK: - Announcements

    /// The last change worth a toast with Undo (a background set, emojis
    /// deleted); a new value for each such change.
    public private(set) var announcement: Announcement?

    /// The change Ctrl+Z would undo now; an announcement's Undo stands only while it is its own.
    public var undoSerial: Int? { history.undoSerial }

    /// Called after the change was recorded: the toast names its undo step.
    private func announce(_ text: String) {
        guard let step = history.undoSerial else { return }
        announcement = Announcement(text: text, step: step)
    }

    // MARK: - Selection

    public func select(_ ids: Set<EmojiArt.Emoji.ID>) {
        selection = emojiArt.emojis.held(ids)
    }

    public func selectAll() {
        selection = Set(emojiArt.emojis.map(\.id))
    }

    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }

    // MARK: - Undo

    public var undoActionName: String? { history.undoActionName }
    public var redoActionName: String? { history.redoActionName }

    public func undo() {
        commitPendingEdit()
        guard let restored = history.undo(from: emojiArt) else { return }
        restore(restored)
    }

    public func redo() {
        commitPendingEdit()
        guard let restored = history.redo(from: emojiArt) else { return }
        restore(restored)
    }

    /// Applies `body` as one undo step named `actionName`; a body that
    /// changes nothing records no step.
    @discardableResult
    private func change<Result>(_ actionName: String, _ body: (inout EmojiArt) -> Result) -> Result {
        var changed = emojiArt
        let result = body(&changed)
        if changed != emojiArt {
            history.record(actionName, before: emojiArt)
            emojiArt = changed
        }
        return result
    }

    private func restore(_ art: EmojiArt) {
        emojiArt = art
        selection = art.emojis.held(selection)
    }
}
