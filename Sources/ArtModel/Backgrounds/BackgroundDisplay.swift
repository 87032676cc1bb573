import Foundation

/// Which background the canvas shows, and what it does when the document's
/// changes: a picture's bytes are shown (zoomed to fit when the background
/// is new, not the one the document opened with); a web image is fetched
/// first and shown once its bytes arrive, if the document still has it; and
/// the window's first frame waits for a shown picture's preview.
public struct BackgroundDisplay: Sendable {
    /// What the canvas is to do, having let go of the picture it showed.
    public enum Step: Equatable, Sendable {
        /// Nothing to show: the background is blank.
        case clear
        /// Decode `data` and show it, zoomed to fit when `fitting`.
        case show(Data, fitting: Bool)
        /// Fetch the web image at `url`; its bytes come to `fetched`.
        case fetch(URL)
    }

    /// How far the picture of the followed background is.
    public enum Picture: Equatable, Sendable {
        /// None shown: blank, being fetched, or its bytes were no picture.
        case none
        /// Shown; its preview (what the first frames draw) is being decoded.
        case awaitingPreview
        /// Shown, its preview decoded (or found impossible).
        case ready
    }

    /// The background the canvas follows: the document's, as last told.
    public private(set) var background: EmojiArt.Background = .blank
    public private(set) var picture = Picture.none

    public init() {}

    /// The document's background, as it opens: shown as it was left.
    public mutating func open(_ background: EmojiArt.Background, fetched: (url: URL, data: Data)?) -> Step {
        follow(background, fitting: false, fetched: fetched)
    }

    /// The document's background after a change; nil when it is the one followed.
    public mutating func documentChanged(to background: EmojiArt.Background, fetched: (url: URL, data: Data)?) -> Step? {
        guard background != self.background else { return nil }
        return follow(background, fitting: true, fetched: fetched)
    }

    /// A web image's bytes arrived: shown if they are the followed
    /// background's and no picture of it is shown yet.
    public func fetched(_ image: (url: URL, data: Data)?) -> Step? {
        guard case .url(let url) = background, picture == .none, let image, image.url == url else { return nil }
        return .show(image.data, fitting: false)
    }

    /// The bytes of a `show` step were decoded into a picture, now shown.
    public mutating func pictureShown() {
        picture = .awaitingPreview
    }

    /// The shown picture's preview was decoded, or could not be.
    public mutating func previewDone() {
        if picture == .awaitingPreview { picture = .ready }
    }

    /// Whether the window's first frame can show the background now: at
    /// once when there is nothing to decode, else once the preview is.
    public var isReadyToShow: Bool { picture != .awaitingPreview }

    private mutating func follow(_ background: EmojiArt.Background, fitting: Bool,
                                 fetched: (url: URL, data: Data)?) -> Step {
        self.background = background
        picture = .none
        switch background {
        case .blank:
            return .clear
        case .imageData(let data):
            return .show(data, fitting: fitting)
        case .url(let url):
            guard let fetched, fetched.url == url else { return .fetch(url) }
            return .show(fetched.data, fitting: fitting)
        }
    }
}
