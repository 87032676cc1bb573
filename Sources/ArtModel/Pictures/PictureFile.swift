import Foundation

/// A photo the picker offers: a file, its name, and when it last changed.
public struct PictureFile: Hashable, Sendable {
    public let url: URL
    public let modified: Date

    public init(url: URL, modified: Date) {
        self.url = url
        self.modified = modified
    }

    public var name: String { url.lastPathComponent }
    /// Whole seconds since 1970, as thumbnails record it.
    public var modifiedSeconds: Int { Int(modified.timeIntervalSince1970) }
}
