import Foundation

/// What arrives from outside the app by a drop or a paste, once read.
public enum ExternalContent: Equatable, Sendable {
    /// Emojis copied in this app (or another copy of it).
    case emojis(EmojiClip)
    /// Encoded image bytes (image/png, image/jpeg…).
    case imageBytes(Data)
    /// Files or links, in the order given (file managers, browsers).
    case files([URL])
    case text(String)
    case nothing
}
