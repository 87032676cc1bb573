import Foundation

/// Which recent documents "Open Recent" offers, and how each is named:
/// EmojiArt documents that are still there, most recently used first, eight
/// at most, from what the desktop's recent files list holds (which any app
/// adds to).
public enum RecentDocumentList {
    public static let shown = 8

    /// One entry of the desktop's list: its URI and when it was last used.
    public struct Entry: Sendable {
        public let uri: String
        public let lastUsed: Int

        public init(uri: String, lastUsed: Int) {
            self.uri = uri
            self.lastUsed = lastUsed
        }
    }

    /// The documents to offer, most recently used first.
    public static func offered(from entries: [Entry],
                               exists: (URL) -> Bool = { FileManager.default.fileExists(atPath: $0.path) }) -> [URL] {
        entries
            .compactMap { entry in URL(string: entry.uri).map { (url: $0, lastUsed: entry.lastUsed) } }
            .filter { $0.url.isFileURL && $0.url.pathExtension == DocumentFile.fileExtension && exists($0.url) }
            .sorted { $0.lastUsed > $1.lastUsed }
            .prefix(shown)
            .map(\.url)
    }

    /// The document's name as a menu item shows it: an underscore doubled,
    /// or GTK would read it as the mark of a mnemonic.
    public static func menuLabel(for url: URL) -> String {
        url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "_", with: "__")
    }
}
