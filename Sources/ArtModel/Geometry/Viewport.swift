/// How a document is shown in a view: the view's size, the zoom scale and the
/// pan offset. As in the original, the document's centre (its origin) sits at
/// the view's centre moved by `pan`, and one document point is `zoom` view
/// points.
public struct Viewport: Equatable, Sendable {
    public var viewSize: Size
    public var zoom: Double
    /// View points from the view's centre to the document's origin.
    public var pan: Point

    public static let zoomRange = 0.01...64.0

    public init(viewSize: Size, zoom: Double = 1, pan: Point = .zero) {
        self.viewSize = viewSize
        self.zoom = zoom
        self.pan = pan
    }

    private var viewCenter: Point { Point(x: viewSize.width / 2, y: viewSize.height / 2) }

    public func viewPoint(fromDocument point: Point) -> Point {
        viewCenter + pan + point * zoom
    }

    public func documentPoint(fromView point: Point) -> Point {
        (point - viewCenter - pan) / zoom
    }

    public func viewRect(fromDocument rect: Rect) -> Rect {
        Rect(origin: viewPoint(fromDocument: rect.origin),
             size: Size(width: rect.size.width * zoom, height: rect.size.height * zoom))
    }

    /// The part of the document that is visible, in document coordinates.
    public var visibleDocumentRect: Rect {
        Rect(origin: documentPoint(fromView: .zero),
             size: Size(width: viewSize.width / zoom, height: viewSize.height / zoom))
    }

    /// Zooms by `factor` keeping the document point under `anchor` (a view
    /// point) where it is, within `zoomRange`.
    public func zoomed(by factor: Double, around anchor: Point) -> Viewport {
        guard factor.isFinite, factor > 0 else { return self }
        let zoom = min(max(self.zoom * factor, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        let anchored = documentPoint(fromView: anchor)
        var result = self
        result.zoom = zoom
        // viewCenter + pan + anchored * zoom == anchor
        result.pan = anchor - viewCenter - anchored * zoom
        return result
    }

    public func panned(by offset: Point) -> Viewport {
        var result = self
        result.pan = pan + offset
        return result
    }

    public var center: Point { viewCenter }

    /// Shows all of `documentRect` as large as fits, centred. With no rect
    /// (an empty document) it shows the origin at zoom 1.
    public func zoomedToFit(_ documentRect: Rect?, maximumZoom: Double = zoomRange.upperBound) -> Viewport {
        guard let rect = documentRect, !rect.size.isEmpty, !viewSize.isEmpty else {
            return Viewport(viewSize: viewSize)
        }
        let fit = min(viewSize.width / rect.size.width, viewSize.height / rect.size.height)
        let zoom = min(max(fit, Self.zoomRange.lowerBound), maximumZoom)
        return Viewport(viewSize: viewSize, zoom: zoom, pan: Point.zero - rect.center * zoom)
    }
}
