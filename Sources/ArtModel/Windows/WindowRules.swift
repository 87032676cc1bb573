import Foundation

/// What the application decides about its document windows, from what
/// each window says of itself.
public enum WindowRules {
    /// What a window says of itself.
    public struct Facts: Equatable, Sendable {
        public var fileURL: URL?
        public var isModified: Bool
        /// Untitled, unchanged and empty: nobody has used it.
        public var isUntouched: Bool

        public init(fileURL: URL?, isModified: Bool, isUntouched: Bool) {
            self.fileURL = fileURL
            self.isModified = isModified
            self.isUntouched = isUntouched
        }

        @MainActor
        public init(fileURL: URL?, document: EmojiArtDocument) {
            self.init(fileURL: fileURL, isModified: document.isModified,
                      isUntouched: fileURL == nil && !document.isModified && document.emojiArt == EmojiArt())
        }
    }

    /// How long a new window waits to be shown for its canvas to have the
    /// picture, or a stand-in of it, to show: long enough for a photo's
    /// preview, short enough not to feel slow to open.
    public static let firstFramePatience = Duration.milliseconds(400)

    /// The window's title: the document's name, after a bullet while it has
    /// unsaved changes.
    public static func title(for fileURL: URL?, modified: Bool) -> String {
        let name = fileURL?.deletingPathExtension().lastPathComponent ?? localized("Untitled")
        return modified ? "• \(name)" : name
    }

    /// The window already showing `url`, which opening it again brings
    /// forward instead of opening it twice.
    public static func alreadyOpen(_ url: URL, in windows: [Facts]) -> Int? {
        windows.firstIndex { $0.fileURL?.standardizedFileURL == url.standardizedFileURL }
    }

    /// The windows a document restored from a recovery file takes the place
    /// of: untouched untitled windows, and its own file's window if that is
    /// open and unchanged (the recovery holds newer work than the file).
    public static func replacedByRestoring(_ documentURL: URL?, in windows: [Facts]) -> [Int] {
        windows.indices.filter { index in
            let window = windows[index]
            return window.isUntouched || (!window.isModified && window.fileURL != nil
                && window.fileURL?.standardizedFileURL == documentURL?.standardizedFileURL)
        }
    }
}
