/// Whether a document window may close, and what happens after the
/// question about unsaved changes: a window with unsaved changes asks, and
/// closes once they were saved or discarded (a pending edit is made part of
/// the document before `isModified` is read: EmojiArtDocument.commitPendingEdit).
public struct ClosingRule: Sendable {
    public enum Request: Equatable, Sendable {
        case close
        case ask
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

    public init() {}

    public func request(isModified: Bool) -> Request {
        isModified && !answered ? .ask : .close
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
