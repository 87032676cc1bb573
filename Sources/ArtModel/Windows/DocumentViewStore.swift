import Foundation

/// Where each document was left, as the original kept its zoom and pan per
/// scene: the view (fitted, or its zoom and pan) and the window's size,
/// keyed by the document's file, in `$XDG_STATE_HOME/emojiart/views.json`.
/// It keeps the `limit` documents looked at last; a document no longer at
/// its path (moved or deleted) is forgotten when the store is next read.
public struct DocumentViewStore: Sendable {
    public struct View: Codable, Equatable, Sendable {
        /// Fitted to its window: opened again, it fits the window it opens in.
        public var isFitted: Bool
        public var zoom: Double
        public var panX: Double
        public var panY: Double
        public var windowWidth: Int
        public var windowHeight: Int
        /// When it was last kept, to forget the oldest first.
        public var keptAt: Date

        public init(isFitted: Bool, zoom: Double, panX: Double, panY: Double, windowWidth: Int, windowHeight: Int,
                    keptAt: Date = Date()) {
            self.isFitted = isFitted
            self.zoom = zoom
            self.panX = panX
            self.panY = panY
            self.windowWidth = windowWidth
            self.windowHeight = windowHeight
            self.keptAt = keptAt
        }

        /// The viewport it describes, in a view of `viewSize`; nil when it
        /// was fitted, or holds what no viewport can (a hand-edited file).
        public func viewport(in viewSize: Size) -> Viewport? {
            guard !isFitted, zoom.isFinite, Viewport.zoomRange.contains(zoom), panX.isFinite, panY.isFinite,
                  abs(panX) < 1e7, abs(panY) < 1e7 else { return nil }
            return Viewport(viewSize: viewSize, zoom: zoom, pan: Point(x: panX, y: panY))
        }
    }

    public let fileURL: URL
    public let limit: Int

    public init(fileURL: URL, limit: Int = 200) {
        self.fileURL = fileURL
        self.limit = limit
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> DocumentViewStore {
        DocumentViewStore(fileURL: XDGDirectory.state.url(environment: environment).appendingPathComponent("emojiart/views.json"))
    }

    /// How `document` was left, if it was.
    public func view(of document: URL) -> View? {
        load()[document.standardizedFileURL.path]
    }

    /// Keeps how `document` is shown now, forgetting the oldest past the limit.
    public func keep(_ view: View, of document: URL) {
        var views = load()
        views[document.standardizedFileURL.path] = view
        if views.count > limit {
            for (path, _) in views.sorted(by: { $0.value.keptAt < $1.value.keptAt }).prefix(views.count - limit) {
                views[path] = nil
            }
        }
        guard let data = try? JSONEncoder().encode(views) else { return }
        try? PrivateFile.write(data, to: fileURL)
    }

    /// The views kept, of documents still where they were.
    private func load() -> [String: View] {
        guard let data = try? Data(contentsOf: fileURL),
              let views = try? JSONDecoder().decode([String: View].self, from: data) else { return [:] }
        return views.filter { FileManager.default.fileExists(atPath: $0.key) }
    }
}
