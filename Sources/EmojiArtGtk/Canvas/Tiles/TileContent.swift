import ArtModel

/// One version of what the tiles show: the background and the emojis that
/// are not being dragged (those are drawn live over the tiles).
struct TileContent: @unchecked Sendable {
    /// Tiles rendered from an older version are stale where that version differs.
    let version: Int
    let emojis: EmojiIndex
    /// Read on the tile worker's thread only.
    let background: BackgroundLevels?
    /// Under the picture and around it: the desktop style's (CanvasStyle.field).
    let field: CanvasStyle.Colour
}
