/// One budget for what the canvas keeps besides the document: decoded
/// background levels, rendered tiles and emoji glyphs. Sized so that a
/// 24-megapixel photo under 10,000 emojis, explored at every zoom, stays
/// within 300 MB in all (a photo viewer needs about 260 MB to show the
/// bare photo): the level being drawn is kept, and the rest share about
/// 100 MB. A JPEG's levels over `largestWholeLevel` are read from files a
/// region at a time instead, so no photo, however large, holds more.
public enum CanvasMemoryBudget {
    /// One rendered tile: TileGrid.tileSide² pixels of four bytes.
    public static let tileBytes = TileGrid.tileSide * TileGrid.tileSide * 4
    /// Rendered tiles: about one and a half screens of 1920 × 1080.
    public static let tiles = 40 << 20
    /// Emoji glyphs rendered by the tile worker.
    public static let tileGlyphs = 8 << 20
    /// Small glyphs made at whole pixel sizes for the tiles (TilePolicy.largestExactGlyph).
    public static let exactTileGlyphs = 2 << 20
    /// Emoji glyphs drawn live over the tiles (those being moved).
    public static let liveGlyphs = 16 << 20
    /// Turned selection rings drawn live (TurnedRingImages).
    public static let turnedRings = 2 << 20
    /// Decoded background levels besides the one in use: the smaller
    /// levels a zoom back out needs at once, not the full image again.
    public static let spareLevels = 16 << 20
    /// The largest background level held in memory whole. A JPEG's larger
    /// levels (a 24-megapixel photo's full size, a 200-megapixel one's
    /// half) are kept in files and read a region at a time
    /// (BackgroundLevelFiles), so the memory a picture costs no longer
    /// grows with its size.
    public static let largestWholeLevel = 16 << 20

    /// Images of at least this many bytes get memory of their own, given
    /// back to the system when they go (smaller ones come from malloc).
    public static let mappedImageMinimum = 256 << 10

    /// The tile cache's limit: room for one and a half times the tiles
    /// visible, however large the screen, or tiles would push each other
    /// out and be rendered again and again.
    public static func tileLimit(visibleTiles: Int) -> Int {
        max(tiles, visibleTiles * tileBytes * 3 / 2)
    }

    /// How many decoded levels to keep, given their sizes in bytes, most
    /// recently used first: the one in use, then the next while they fit
    /// in `spareLevels`.
    public static func levelsKept(bytesMostRecentFirst sizes: [Int]) -> Int {
        guard !sizes.isEmpty else { return 0 }
        var kept = 1, spare = 0
        for size in sizes.dropFirst() {
            guard spare + size <= spareLevels else { break }
            spare += size
            kept += 1
        }
        return kept
    }
}
