/// What "the whole document" is when zooming to fit.
public enum DocumentExtent {
    /// Fitting a blank document to its emojis never magnifies beyond this,
    /// so a single emoji is not blown up to fill the window.
    public static let maximumZoomForEmojisOnly = 1.0

    /// The background image, centred on the origin, when its size is known;
    /// otherwise the box around all emojis; nil when there is neither.
    public static func rect(backgroundSize: Size?, emojis: some Sequence<EmojiArt.Emoji>) -> Rect? {
        if let size = backgroundSize, !size.isEmpty {
            return Rect(center: .zero, size: size)
        }
        return emojis.lazy.map(\.bounds).reduce(nil) { box, frame in box?.union(frame) ?? frame }
    }

    public static func fit(_ viewport: Viewport, backgroundSize: Size?, emojis: some Sequence<EmojiArt.Emoji>) -> Viewport {
        let rect = rect(backgroundSize: backgroundSize, emojis: emojis)
        let hasImage = backgroundSize.map { !$0.isEmpty } ?? false
        return viewport.zoomedToFit(rect, maximumZoom: hasImage ? Viewport.zoomRange.upperBound : maximumZoomForEmojisOnly)
    }
}
