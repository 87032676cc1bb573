/// The ring round a selected emoji: an accent line in a halo, so that it
/// shows on any picture. Its lines keep their width in view points at any
/// zoom. Drawn live over the tiles or into them (LiveLayer says which);
/// those in the tiles are a little softer where tiles are scaled.
public enum SelectionRing {
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
    /// area), with `unit` pixels to a view point; square-cornered unless
    /// `round` (see LiveLayer.liveRingsAreRound).
    public static func lines(around box: Rect, style: CanvasStyle, unit: Double, round: Bool = true) -> [Line] {
        let ring = box.insetBy(-outset(style) * unit)
        let corner = round ? unit : 0
        return [Line(rect: ring, width: (style.ringWidth + 2) * unit, radius: 6 * corner, colour: style.ringHalo),
                Line(rect: ring.insetBy(unit), width: style.ringWidth * unit, radius: 5 * corner, colour: style.accent)]
    }
}
