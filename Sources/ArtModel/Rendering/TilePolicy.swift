/// The numbers behind TileBook's rules and the directly drawn frames.
public enum TilePolicy {
    /// Up to this many emojis are drawn directly while no tile is ready;
    /// thousands drawn one by one would hold up the frame for a second.
    public static let directEmojiLimit = 500
    /// Glyphs rendered for one directly drawn frame, at most: rendering one
    /// takes a few milliseconds, so a few keep the frame quick, and the
    /// tiles bring the rest.
    public static let glyphsRenderedPerDirectFrame = 4
    /// Levels tried, in order, for a stand-in: the nearest first, coarser
    /// before finer at the same distance, as fewer of its tiles are needed.
    static let standInOffsets = [-1, 1, -2, 2, -3]
    /// The overview is at most this many pixels across.
    static let overviewSide = 1024.0
    /// How long after the last moving frame the view is drawn once more,
    /// smoothly scaled.
    public static let settleDelay = Duration.milliseconds(120)
}
