import Foundation

/// The size a new document window opens at: the size, and whether it was
/// maximised, of the last one closed, as GNOME apps keep theirs (the
/// settings' window-width, window-height and window-maximized).
public struct WindowSizeStorage {
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

    public let settings: AppSettings

    public init(settings: AppSettings) {
        self.settings = settings
    }

    /// The size kept, or the first size when the one kept cannot be believed.
    public func load() -> Size {
        let width = settings.integer(.windowWidth), height = settings.integer(.windowHeight)
        guard Self.sizes.contains(width), Self.sizes.contains(height) else { return Self.firstSize }
        return Size(width: width, height: height, isMaximized: settings.boolean(.windowMaximized))
    }

    /// The window size a document was left in, if it is one to believe.
    public static func size(of view: DocumentViewStore.View) -> Size? {
        guard sizes.contains(view.windowWidth), sizes.contains(view.windowHeight) else { return nil }
        return Size(width: view.windowWidth, height: view.windowHeight, isMaximized: false)
    }

    /// Keeps `size` for the next window; a size that could not be believed back is not kept.
    public func save(_ size: Size) {
        guard Self.sizes.contains(size.width), Self.sizes.contains(size.height) else { return }
        settings.setInteger(size.width, for: .windowWidth)
        settings.setInteger(size.height, for: .windowHeight)
        settings.setBoolean(size.isMaximized, for: .windowMaximized)
    }
}
