/// How a picture is exported: as what, how large, and of what.
public struct ExportOptions: Equatable, Sendable {
    public var format: ExportFormat
    /// The picture's longest side in pixels; nil for its own size.
    public var longestSide: Int?
    /// JPEG and WebP quality, 1 to 100.
    public var quality: Int
    /// Only the selected emojis (on white), not the whole picture.
    public var selectionOnly: Bool

    public static let defaultQuality = 90
    /// The longest sides offered besides the picture's own.
    public static let offeredSides = [4096, 2048, 1024]

    public init(format: ExportFormat = .png, longestSide: Int? = nil, quality: Int = defaultQuality, selectionOnly: Bool = false) {
        self.format = format
        self.longestSide = longestSide.map { max($0, 1) }
        self.quality = min(max(quality, 1), 100)
        self.selectionOnly = selectionOnly
    }
}
