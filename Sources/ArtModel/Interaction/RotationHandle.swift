import Foundation

/// The handle above the selection that a drag turns it with: a dot over
/// the middle of the box around the selected emojis, as drawing apps put
/// it. A drag turns each emoji about its own centre by the angle the
/// pointer sweeps about the box's centre.
public enum RotationHandle {
    /// How far above the box the dot is, and its radius, in view points.
    public static let distance = 24.0
    public static let radius = 6.0
    /// A press this near the dot's centre takes it, in view points: a
    /// little more than the dot, for a hand.
    static let reach = 11.0
    /// Shift makes a drag turn by steps of this many degrees.
    public static let snap = 15

    /// The dot and the box's centre in the view for the emojis in `box`
    /// (document coordinates); nil when the box is too small on screen to
    /// have a handle that does not cover it.
    public static func place(around box: Rect, in viewport: Viewport) -> (dot: Point, pivot: Point)? {
        let view = viewport.viewRect(fromDocument: box)
        guard view.size.width >= 4, view.size.height >= 4 else { return nil }
        return (Point(x: view.center.x, y: view.minY - distance), view.center)
    }

    static func takes(_ point: Point, dot: Point) -> Bool {
        let dx = point.x - dot.x, dy = point.y - dot.y
        return (dx * dx + dy * dy).squareRoot() <= reach
    }

    /// The turn, clockwise in whole degrees, of a drag from `start` by
    /// `translation` about `pivot` (view points); by steps of `snap` when snapping.
    public static func degrees(from start: Point, by translation: Point, about pivot: Point, snapping: Bool) -> Int {
        let end = Point(x: start.x + translation.x, y: start.y + translation.y)
        let swept = atan2(end.y - pivot.y, end.x - pivot.x) - atan2(start.y - pivot.y, start.x - pivot.x)
        let degrees = Int((swept * 180 / .pi).rounded())
        guard snapping else { return degrees }
        return Int((Double(degrees) / Double(snap)).rounded()) * snap
    }
}
