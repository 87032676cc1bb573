/// The decoded copies ("levels") of the background that tiles are drawn
/// from. A JPEG is decoded at the smallest of TurboJPEG's scales 1/8, 1/4,
/// 1/2 or 1 that still has enough pixels, so tiles of a zoomed-out
/// 24-megapixel photo never wait for, or hold, the full image. The level in
/// use is kept, and as many others, most recently used first, as
/// CanvasMemoryBudget allows, so the full image is let go once the zoom no
/// longer needs it. `Image` is whatever the shell decodes into.
public struct BackgroundLevelShelf<Image> {
    private struct Level {
        let eighths: Int
        let image: Image
        let bytes: Int
    }

    /// The background's longer side, in pixels at full size.
    public let longerSide: Int
    /// Most recently used last.
    private var levels: [Level] = []

    public init(longerSide: Int) {
        self.longerSide = longerSide
    }

    /// The levels held, in eighths of the full size, most recently used last.
    public var keptEighths: [Int] { levels.map(\.eighths) }

    /// The smallest scale, in eighths, with at least `pixelsPerPoint` pixels
    /// per document point (a document point is a pixel at full size).
    public static func eighths(forPixelsPerPoint pixelsPerPoint: Double) -> Int {
        var eighths = 1
        while eighths < 8, Double(eighths) / 8 < pixelsPerPoint - 1e-9 { eighths *= 2 }
        return eighths
    }

    /// The level for `pixelsPerPoint`, kept or else decoded. `bytes` tells
    /// what a level whose longer side is at most the given number of pixels
    /// will hold; `decode` makes it, with the bytes it holds. Room is made
    /// first, so the old levels and the new one are never all held at once.
    public mutating func image(forPixelsPerPoint pixelsPerPoint: Double, bytes: (_ maximumSide: Int) -> Int,
                               decode: (_ maximumSide: Int) -> (image: Image, bytes: Int)?) -> Image? {
        let eighths = Self.eighths(forPixelsPerPoint: pixelsPerPoint)
        if let index = levels.firstIndex(where: { $0.eighths == eighths }) {
            let level = levels.remove(at: index)
            levels.append(level)
            return level.image
        }
        let maximumSide = (longerSide * eighths + 7) / 8
        let sizes = [bytes(maximumSide)] + levels.reversed().map(\.bytes)
        levels.removeFirst(levels.count - (CanvasMemoryBudget.levelsKept(bytesMostRecentFirst: sizes) - 1))
        guard let decoded = decode(maximumSide) else { return nil }
        levels.append(Level(eighths: eighths, image: decoded.image, bytes: decoded.bytes))
        return decoded.image
    }

    /// Keeps a level decoded elsewhere (the import's check) if it is one of
    /// the shelf's scales: `width` pixels across of `fullWidth`. Returns
    /// whether it was kept.
    @discardableResult
    public mutating func seed(_ image: Image, width: Int, fullWidth: Int, bytes: Int) -> Bool {
        guard let eighths = [1, 2, 4, 8].first(where: { (fullWidth * $0 + 7) / 8 == width }),
              !levels.contains(where: { $0.eighths == eighths }) else { return false }
        levels.append(Level(eighths: eighths, image: image, bytes: bytes))
        return true
    }
}
