import Foundation

/// What arrives from outside the app by a drop or a paste, once read.
public enum ExternalContent: Sendable {
    /// Encoded image bytes (image/png, image/jpeg…).
    case imageBytes(Data)
    /// Files or links, in the order given (file managers, browsers).
    case files([URL])
    case text(String)
    case nothing
}
