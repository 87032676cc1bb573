import ArtModel

/// One version of what the tiles show: the background, the emojis but
/// those a gesture is moving (drawn live over the tiles) and the rings
/// round those of them that are selected.
// Unchecked: immutable once made; its background levels are read on the tile thread only.
struct TileContent: @unchecked Sendable {
    /// Tiles rendered from an older version are stale where that version differs.
    let version: Int
    /// The tile worker files them (EmojiIndex), off the main thread.
    let emojis: EmojiList
    /// Emojis drawn live, left out of the tiles. Skipped as the worker draws,
    /// rather than taken out of the list: that walked every chunk a rubber
    /// band's emojis lie in (all of them at 100,000), and the index filed
    /// them all again.
    let hidden: Set<EmojiArt.Emoji.ID>
    let selection: Set<EmojiArt.Emoji.ID>
    /// Read on the tile worker's thread only.
    let background: BackgroundLevels?
    /// The field under the picture and the selection rings' colours (the desktop style's).
    let style: CanvasStyle
    /// Device pixels per view point: a ring's lines are as wide in view points at every level.
    let deviceScale: Double
}
