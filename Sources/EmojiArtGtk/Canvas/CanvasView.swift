import ArtModel
import CGtk
import Foundation

/// The canvas of one document window: one custom widget that draws the
/// background, the emojis, the selection and the rubber band with
/// GtkSnapshot. What the user does to it goes to `interaction`.
@MainActor
final class CanvasView {
    let widget: UnsafeMutablePointer<GtkWidget>
    let interaction: CanvasInteraction
    private var document: EmojiArtDocument { interaction.document }
    private var background: Texture?
    private var backgroundLoad: Task<Void, Never>?
    private var shownBackground: EmojiArt.Background = .blank
    private let glyphs = EmojiGlyphCache()
    private var input: CanvasInput?
    let contextMenu: CanvasContextMenu

    init(document: EmojiArtDocument) {
        interaction = CanvasInteraction(document: document)
        widget = CanvasWidgetClass.newInstance()
        contextMenu = CanvasContextMenu(parent: widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_tooltip_text(widget, nil)
        GObjectAttachment.attach(self, to: widget)
        input = CanvasInput(canvas: self)
        observe(self, reading: { _ = $0.document.emojiArt; _ = $0.document.selection }) { $0.documentChanged() }
        showBackground(document.background)
    }

    /// Draws again on the next frame.
    func refresh() {
        gtk_widget_queue_draw(widget)
    }

    func zoomToFit() {
        interaction.zoomToFit()
        refresh()
    }

    func zoom(by factor: Double) {
        interaction.zoom(by: factor)
        refresh()
    }

    // MARK: - Following the document

    private func documentChanged() {
        if document.background != shownBackground {
            showBackground(document.background)
        }
        refresh()
    }

    private func showBackground(_ newBackground: EmojiArt.Background) {
        shownBackground = newBackground
        backgroundLoad?.cancel()
        background = nil
        interaction.backgroundSize = nil
        // URL backgrounds are fetched by a later part of the app.
        guard let data = newBackground.imageData else { return }
        backgroundLoad = Task { [weak self] in
            let decoded = await Task.detached(priority: .userInitiated) { try? Texture.decode(data) }.value
            guard let self, !Task.isCancelled else { return }
            background = decoded
            interaction.backgroundSize = decoded?.size
            refresh()
        }
    }

    // MARK: - Widget virtual functions

    func sizeChanged(width: Int32, height: Int32) {
        interaction.setViewSize(Size(width: Double(width), height: Double(height)))
        contextMenu.present()
    }

    func draw(into snapshot: OpaquePointer) {
        let viewport = interaction.viewport
        let bounds = Rect(origin: .zero, size: viewport.viewSize)
        var clip = graphene_rect_t(bounds)
        gtk_snapshot_push_clip(snapshot, &clip)
        defer { gtk_snapshot_pop(snapshot) }

        SnapshotDrawing.fill(snapshot, bounds, .white)
        if let background {
            SnapshotDrawing.texture(snapshot, background, in: viewport.viewRect(fromDocument: Rect(center: .zero, size: background.size)))
        }
        drawEmojis(into: snapshot, viewport: viewport)
        if let band = interaction.rubberBand {
            let area = viewport.viewRect(fromDocument: band)
            SnapshotDrawing.fill(snapshot, area, GdkRGBA(0.208, 0.518, 0.894, 0.15))
            SnapshotDrawing.border(snapshot, area, width: 1, radius: 0, .accent)
        }
    }

    private func drawEmojis(into snapshot: OpaquePointer, viewport: Viewport) {
        let visible = viewport.visibleDocumentRect
        let deviceScale = Double(gtk_widget_get_scale_factor(widget))
        let selection = document.selection
        for emoji in interaction.displayedEmojis {
            // Glyph boxes are a little larger than the nominal square.
            let reach = Double(emoji.size) * 2
            guard Rect(center: emoji.center, size: Size(width: reach, height: reach)).intersects(visible) else { continue }
            let pixelSize = Double(emoji.size) * viewport.zoom
            guard pixelSize >= 0.5,
                  let glyph = glyphs.glyph(for: emoji.text, pixelSize: pixelSize * deviceScale) else { continue }
            let scale = pixelSize / glyph.pixelSize
            let box = Rect(center: viewport.viewPoint(fromDocument: emoji.center),
                           size: Size(width: glyph.texture.size.width * scale, height: glyph.texture.size.height * scale))
            SnapshotDrawing.texture(snapshot, glyph.texture, in: box)
            if selection.contains(emoji.id) {
                drawSelectionMark(into: snapshot, around: box)
            }
        }
    }

    /// A white ring around an accent ring: visible on light and dark pictures.
    private func drawSelectionMark(into snapshot: OpaquePointer, around box: Rect) {
        let ring = box.insetBy(-4)
        SnapshotDrawing.border(snapshot, ring, width: 4, radius: 6, .white)
        SnapshotDrawing.border(snapshot, ring.insetBy(1), width: 2, radius: 5, .accent)
    }
}
