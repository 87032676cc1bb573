/// The numbers behind TileBook's rules and the directly drawn frames.
public enum TilePolicy {
    /// Up to this many emojis are drawn directly while no tile is ready;
    /// thousands drawn one by one would hold up the frame for a second.
    public static let directEmojiLimit = 500
    /// Levels tried, in order, for a stand-in: the nearest first, coarser
    /// before finer at the same distance, as fewer of its tiles are needed.
    static let standInOffsets = [-1, 1, -2, 2, -3]
    /// Emojis up to this many pixels high in a tile are drawn from glyphs
    /// made at their own size, unscaled (TileGlyphs); larger ones are few.
    public static let largestExactGlyph = 48
    /// The overview is at most this many pixels across.
    static let overviewSide = 1024.0
    /// How long after the last moving frame the view is drawn once more,
    /// smoothly scaled.
    public static let settleDelay = Duration.milliseconds(120)
}
