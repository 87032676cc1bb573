/// Whether a document window may close, and what happens after the
/// question about unsaved changes: a window with unsaved changes asks, and
/// closes once they were saved or discarded (a pending edit counts as an
/// unsaved change: EmojiArtDocument.isModified).
/// A window asked to close while a save is under way waits for the save:
/// the document lives in the window until it is safely written, and a save
/// that fails must find it still there.
public struct ClosingRule: Sendable {
    public enum Request: Equatable, Sendable {
        case close
        case ask
        /// Wait until the saves under way have ended (`saveEnded` says when to ask again).
        case waitForSave
    }

    public enum Answer: Sendable {
        case save, discard, cancel
    }

    public enum Outcome: Equatable, Sendable {
        /// Cancel: the window stays as it was.
        case stay
        /// Discard: close now.
        case close
        /// Save first, then close (only once the document was written: a
        /// save that fails leaves the window open, and asking again).
        case saveThenClose
    }

    /// Set once the user has said what to do with the unsaved changes.
    private var answered = false
    private var savesUnderWay = 0
    /// The window was asked to close while a save was under way.
    public private(set) var isWaitingForSave = false

    public init() {}

    /// A save is under way: what is on disk is about to be the window's own.
    public var isSaving: Bool { savesUnderWay > 0 }

    public mutating func request(isModified: Bool) -> Request {
        guard savesUnderWay == 0 else {
            isWaitingForSave = true
            return .waitForSave
        }
        return isModified && !answered ? .ask : .close
    }

    public mutating func saveStarted() {
        savesUnderWay += 1
    }

    /// A save ended; returns whether to ask to close again now: the window
    /// was asked to while saving, and the last save succeeded. After a
    /// failure the window stays to tell it, and the close is forgotten.
    public mutating func saveEnded(succeeded: Bool) -> Bool {
        savesUnderWay = max(0, savesUnderWay - 1)
        guard savesUnderWay == 0, isWaitingForSave else { return false }
        isWaitingForSave = false
        return succeeded
    }

    public mutating func answer(_ answer: Answer) -> Outcome {
        switch answer {
        case .cancel: return .stay
        case .discard:
            answered = true
            return .close
        case .save: return .saveThenClose
        }
    }

    /// The save the answer asked for has written the document.
    public mutating func saved() {
        answered = true
    }
}
