import ArtModel

/// One version of what the tiles show: the background, the emojis that
/// are not being dragged (those are drawn live over the tiles) and the
/// rings round those of them that are selected.
struct TileContent: @unchecked Sendable {
    /// Tiles rendered from an older version are stale where that version differs.
    let version: Int
    /// The tile worker files them (EmojiIndex), off the main thread.
    let emojis: EmojiList
    let selection: Set<EmojiArt.Emoji.ID>
    /// Read on the tile worker's thread only.
    let background: BackgroundLevels?
    /// The field under the picture and the selection rings' colours (the desktop style's).
    let style: CanvasStyle
    /// Device pixels per view point: a ring's lines are as wide in view points at every level.
    let deviceScale: Double
}
