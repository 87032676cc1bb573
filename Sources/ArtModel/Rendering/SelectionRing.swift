/// The ring round a selected emoji: an accent line in a halo, so that it
/// shows on any picture. Its lines keep their width in view points at any
/// zoom. A few rings are drawn live over the tiles, sharp and exactly as
/// wide as they should be; more go into the tiles, drawn by the tile worker,
/// so that selecting ten thousand emojis costs a frame nothing more (GTK
/// drew 10,000 live rings in 350 ms a frame, 100,000 in 4 s). Those are a
/// little softer where tiles are scaled. Emojis a gesture is moving are
/// never in the tiles: their rings are always live.
public enum SelectionRing {
    /// The most selected emojis whose rings are drawn live.
    public static let liveLimit = 100

    /// Whether the rings of a selection of `count` emojis are in the tiles.
    public static func isTiled(selectionCount count: Int) -> Bool { count > liveLimit }

    /// One line of the ring, as a border drawn inside `rect`.
    public struct Line: Equatable, Sendable {
        public let rect: Rect
        public let width: Double
        public let radius: Double
        public let colour: CanvasStyle.Colour
    }

    /// How far the ring reaches outside the glyph's box, in view points.
    public static func outset(_ style: CanvasStyle) -> Double { 2 + style.ringWidth }

    /// The halo, then the accent line over it, round `box` (the glyph's
    /// area), with `unit` pixels to a view point.
    public static func lines(around box: Rect, style: CanvasStyle, unit: Double) -> [Line] {
        let ring = box.insetBy(-outset(style) * unit)
        return [Line(rect: ring, width: (style.ringWidth + 2) * unit, radius: 6 * unit, colour: style.ringHalo),
                Line(rect: ring.insetBy(unit), width: style.ringWidth * unit, radius: 5 * unit, colour: style.accent)]
    }
}
