import Foundation

/// The size a new document window opens at: the size, and whether it was
/// maximised, of the last one closed, as GNOME apps keep theirs; in
/// `$XDG_STATE_HOME/emojiart/window-size` ("1000 700", or "1000 700 maximized").
public struct WindowSizeStorage: Sendable {
    public struct Size: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var isMaximized: Bool

        public init(width: Int, height: Int, isMaximized: Bool) {
            self.width = width
            self.height = height
            self.isMaximized = isMaximized
        }
    }

    /// The first window's, before any was closed.
    public static let firstSize = Size(width: 1000, height: 700, isMaximized: false)
    /// A window's smallest width and height (a phone's width): it goes no
    /// smaller, and a smaller size kept is not believed.
    public static let smallestSide = 360
    /// A size past any screen is not believed either.
    static let sizes = smallestSide...16384

    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> WindowSizeStorage {
        WindowSizeStorage(fileURL: XDGDirectory.state.url(environment: environment).appendingPathComponent("emojiart/window-size"))
    }

    /// The size kept, or the first size when none is, or it cannot be read.
    public func load() -> Size {
        guard let text = try? String(contentsOf: fileURL, encoding: .utf8) else { return Self.firstSize }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2 || (words.count == 3 && words[2] == "maximized"),
              let width = Int(words[0]), let height = Int(words[1]),
              Self.sizes.contains(width), Self.sizes.contains(height) else { return Self.firstSize }
        return Size(width: width, height: height, isMaximized: words.count == 3)
    }

    /// The window size a document was left in, if it is one to believe.
    public static func size(of view: DocumentViewStore.View) -> Size? {
        guard sizes.contains(view.windowWidth), sizes.contains(view.windowHeight) else { return nil }
        return Size(width: view.windowWidth, height: view.windowHeight, isMaximized: false)
    }

    /// Keeps `size` for the next window; a size that could not be read back is not kept.
    public func save(_ size: Size) {
        guard Self.sizes.contains(size.width), Self.sizes.contains(size.height) else { return }
        let text = "\(size.width) \(size.height)" + (size.isMaximized ? " maximized" : "") + "\n"
        try? PrivateFile.write(Data(text.utf8), to: fileURL)
    }
}
