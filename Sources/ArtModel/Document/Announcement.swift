/// A change told in a toast with Undo ("Background set", "3 emojis
/// deleted"). Undo there is Ctrl+Z, so the toast stands only while its
/// change is the one Ctrl+Z would undo: `isCurrent` says whether it still is.
public struct Announcement: Equatable, Sendable {
    public let text: String
    /// The undo step it tells of (UndoHistory's serial).
    public let step: Int

    public func isCurrent(undoSerial: Int?) -> Bool { undoSerial == step }
}
