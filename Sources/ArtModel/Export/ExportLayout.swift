/// Where the exported picture's pixels come from: the background image at
/// its full resolution (one pixel a document point), or, for a blank
/// document, the box around its emojis with a margin; scaled to a
/// `longestSide` when one is asked for. Pictures beyond `maximumPixels` or
/// `maximumSide` are scaled down to fit.
public struct ExportLayout: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// The document area the picture shows.
    public let documentRect: Rect
    /// Image pixels per document point.
    public let scale: Double

    /// Cairo's image surfaces stop at 32767 pixels a side.
    public static let maximumSide = 32_767
    /// What an export draws at once: 100 megapixels, 400 MB.
    public static let maximumPixels = 100_000_000

    /// Nil when there is nothing to export: no background and no emojis.
    public init?(backgroundSize: Size?, emojis: some Sequence<EmojiArt.Emoji>,
                 longestSide: Int? = nil, maximumPixels: Int = maximumPixels, maximumSide: Int = maximumSide) {
        let rect: Rect
        if let backgroundSize, !backgroundSize.isEmpty {
            rect = Rect(center: .zero, size: backgroundSize)
        } else if let box = DocumentExtent.rect(backgroundSize: nil, emojis: emojis) {
            // Glyphs reach a little past their nominal square; the margin keeps them whole.
            let margin = Double(emojis.lazy.map(\.size).max() ?? 0) / 2
            rect = Rect(x: box.minX - margin, y: box.minY - margin,
                        width: box.size.width + 2 * margin, height: box.size.height + 2 * margin)
        } else {
            return nil
        }
        let area = rect.size.width * rect.size.height
        let asked = longestSide.map { Double($0) / max(rect.size.width, rect.size.height) } ?? 1
        scale = min(asked, (Double(maximumPixels) / area).squareRoot(),
                    Double(maximumSide) / max(rect.size.width, rect.size.height))
        width = max(1, Int((rect.size.width * scale).rounded()))
        height = max(1, Int((rect.size.height * scale).rounded()))
        documentRect = rect
    }

    /// Where a document point lands in the picture.
    public func imagePoint(fromDocument point: Point) -> Point {
        Point(x: (point.x - documentRect.minX) * scale, y: (point.y - documentRect.minY) * scale)
    }
}
