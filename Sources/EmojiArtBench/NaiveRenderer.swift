import EmojiArtGtk
import ArtModel
import CGtk

/// The benchmark's baseline: what a first attempt would draw each frame. The
/// background always at full resolution, and every emoji, visible or not, as
/// a Pango layout made anew.
@MainActor
final class NaiveRenderer: CanvasRenderer {
    private let fullBackground: Texture?

    init(fullBackground: Texture?) {
        self.fullBackground = fullBackground
    }

    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> FrameCompleteness {
        let viewport = scene.viewport
        SnapshotDrawing.beginFrame(snapshot, size: viewport.viewSize, style: scene.style)
        defer { gtk_snapshot_pop(snapshot) }
        if let fullBackground {
            SnapshotDrawing.texture(snapshot, fullBackground, in: viewport.viewRect(fromDocument: Rect(center: .zero, size: fullBackground.size)))
        }
        for emoji in scene.emojis {
            let pixelSize = Double(emoji.size) * viewport.zoom
            EmojiGlyphLayout(emoji.text, pixelSize: pixelSize)?
                .append(to: snapshot, centeredOn: viewport.viewPoint(fromDocument: emoji.center))
        }
        return .sharp
    }
}
