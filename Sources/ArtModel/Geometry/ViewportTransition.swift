import Foundation

/// A viewport on its way to another, as zoom to fit moves there (about
/// 200 ms, as the original animated it): zoom changes by equal ratios and
/// the document point at the view's centre moves straight, both easing out,
/// so the picture grows or shrinks steadily about a point that glides.
public struct ViewportTransition: Equatable, Sendable {
    public let from: Viewport
    public let to: Viewport
    /// Seconds, on the clock that started it.
    public let start: Double
    public let duration: Double

    public init(from: Viewport, to: Viewport, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    public var end: Double { start + duration }

    /// The viewport to show at `time`: `to` from the end on.
    public func viewport(at time: Double) -> Viewport {
        guard duration > 0, time < end else { return to }
        let linear = min(max((time - start) / duration, 0), 1)
        let progress = 1 - pow(1 - linear, 3)  // ease out: fast, then settling
        let zoom = from.zoom * pow(to.zoom / from.zoom, progress)
        let centre = Self.centre(of: from) + (Self.centre(of: to) - Self.centre(of: from)) * progress
        // The view's size is the destination's: a transition starts from what is shown in this view.
        return Viewport(viewSize: to.viewSize, zoom: zoom, pan: Point.zero - centre * zoom)
    }

    /// The document point at the view's centre.
    private static func centre(of viewport: Viewport) -> Point {
        viewport.documentPoint(fromView: viewport.center)
    }
}
