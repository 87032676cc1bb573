import EmojiArtGtk
import ArtModel
import CGtk

/// The benchmark's other baseline: the least any canvas must do each frame,
/// putting one screenful of ready-made pixels on the screen, unscaled. Its
/// frame rate is the most GTK's renderer allows on this machine.
@MainActor
final class FloorRenderer: CanvasRenderer {
    private var screenful: Texture?
    /// The stripes repeat every this many pixels.
    private static let period = 64.0

    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> FrameCompleteness {
        let size = scene.viewport.viewSize
        if screenful.map({ $0.size != Size(width: size.width + Self.period, height: size.height) }) ?? true {
            screenful = Self.pattern(width: Int(size.width + Self.period), height: Int(size.height))
        }
        guard let screenful else { return .sharp }
        // Shifted by a whole number of pixels as the view pans, so that every
        // frame differs from the last (GTK redraws only what changed).
        let shift = (scene.viewport.viewPoint(fromDocument: .zero).x.rounded()).truncatingRemainder(dividingBy: Self.period)
        SnapshotDrawing.texture(snapshot, screenful, in: Rect(origin: Point(x: shift - Self.period, y: 0), size: screenful.size))
        return .sharp
    }

    /// Stripes, so that no renderer could take the texture for one colour.
    private static func pattern(width: Int, height: Int) -> Texture? {
        guard width > 0, height > 0, let image = CairoImage(width: width, height: height, opaque: false) else { return nil }
        image.draw { cairo in
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            cairo_set_source_rgb(cairo, 0.2, 0.5, 0.9)
            for x in stride(from: 0, to: width, by: Int(period)) {
                cairo_rectangle(cairo, Double(x), 0, 32, Double(height))
            }
            cairo_fill(cairo)
        }
        return Texture(sharing: image)
    }
}
