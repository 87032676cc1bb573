/// What the canvas draws live over the tiles each frame, and what it
/// leaves to the tiles (drawn by the tile worker, off the main thread). Live
/// drawing is sharp and follows the pointer at once, but its cost grows with
/// what it draws: GTK drew 10,000 live selection rings in 350 ms a frame, and
/// a Ctrl+scroll preview of 10,000 emojis in 460. So a few rings, and the
/// emojis a gesture moves up to a drag's worth, are live; more are in the
/// tiles, which keep a frame as cheap as with none.
public struct LiveLayer: Equatable, Sendable {
    /// The most selected emojis whose rings are drawn live.
    public static let ringLimit = 100
    /// The most emojis a gesture moves (a drag, a resize) that are drawn live.
    public static let previewLimit = 2_000

    /// Whether the emojis a gesture moves are drawn live (else the tiles show them moved).
    public let previewIsLive: Bool
    /// Whether the selection's rings are drawn live (else the tiles hold them,
    /// except round emojis drawn live, whose rings always are).
    public let ringsAreLive: Bool
    /// Whether the rings drawn live have round corners. More than
    /// `ringLimit` are drawn square while a gesture moves them: GTK draws a
    /// round corner with arcs: a frame of a thousand took 60 to 70 ms.
    public let liveRingsAreRound: Bool

    public init(selectionCount: Int, previewCount: Int) {
        previewIsLive = previewCount <= Self.previewLimit
        ringsAreLive = selectionCount <= Self.ringLimit
        let liveRings = ringsAreLive ? selectionCount : previewIsLive ? min(previewCount, selectionCount) : 0
        liveRingsAreRound = liveRings <= Self.ringLimit
    }
}
