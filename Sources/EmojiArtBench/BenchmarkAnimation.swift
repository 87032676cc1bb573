import EmojiArtGtk
import ArtModel
import Foundation

/// The benchmark's scripted pan and zoom: starting from the fitted view, the
/// view zooms in to three times the fitted zoom and back while its centre
/// travels a figure of eight over the middle half of the document, once per
/// `period` seconds — what a person exploring a big picture does.
public struct BenchmarkAnimation: Sendable {
    public let fitted: Viewport
    public let documentSize: Size
    public let period: Double

    public init(fitted: Viewport, documentSize: Size, period: Double = 4) {
        self.fitted = fitted
        self.documentSize = documentSize
        self.period = period
    }

    public func viewport(at seconds: Double) -> Viewport {
        let phase = 2 * Double.pi * seconds / period
        let zoom = fitted.zoom * (1 + (1 - cos(phase)))  // 1× … 3× the fitted zoom
        let center = Point(x: documentSize.width / 4 * sin(phase), y: documentSize.height / 4 * sin(2 * phase))
        return Viewport(viewSize: fitted.viewSize, zoom: zoom, pan: Point.zero - center * zoom)
    }
}
