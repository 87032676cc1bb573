import ArtModel
import CGtk
import Foundation
import Observation

/// The canvas of one document window: the background image and the emojis,
/// drawn by one custom widget with GtkSnapshot.
@MainActor
final class CanvasView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let document: EmojiArtDocument
    private var viewport = Viewport(viewSize: Size(width: 0, height: 0))
    /// True until the user zooms or pans: then a resize keeps the document fitted.
    private var isFittedToWindow = true
    private var background: Texture?
    private var backgroundLoad: Task<Void, Never>?
    private var shownBackground: EmojiArt.Background = .blank
    private let glyphs = EmojiGlyphCache()

    init(document: EmojiArtDocument) {
        self.document = document
        widget = CanvasWidgetClass.newInstance()
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        GObjectAttachment.attach(self, to: widget)
        observeDocument()
        showBackground(document.background)
    }

    func zoomToFit() {
        isFittedToWindow = true
        viewport = DocumentExtent.fit(viewport, backgroundSize: background?.size, emojis: document.emojis)
        gtk_widget_queue_draw(widget)
    }

    // MARK: - Following the document

    private func observeDocument() {
        withObservationTracking {
            _ = document.emojiArt
        } onChange: { [weak self] in
            // Called before the change is stored; look at it once it is.
            Task { @MainActor in self?.documentChanged() }
        }
    }

    private func documentChanged() {
        observeDocument()
        if document.background != shownBackground {
            showBackground(document.background)
        }
        gtk_widget_queue_draw(widget)
    }

    private func showBackground(_ newBackground: EmojiArt.Background) {
        shownBackground = newBackground
        backgroundLoad?.cancel()
        background = nil
        guard let data = newBackground.imageData else {
            // URL backgrounds are fetched by a later part of the app.
            zoomToFit()
            return
        }
        backgroundLoad = Task { [weak self] in
            let decoded = await Task.detached(priority: .userInitiated) { try? Texture.decode(data) }.value
            guard let self, !Task.isCancelled else { return }
            background = decoded
            zoomToFit()
        }
    }

    // MARK: - Widget virtual functions

    func sizeChanged(width: Int32, height: Int32) {
        viewport.viewSize = Size(width: Double(width), height: Double(height))
        if isFittedToWindow { zoomToFit() }
    }

    func draw(into snapshot: OpaquePointer) {
        let bounds = Rect(origin: .zero, size: viewport.viewSize)
        var clip = graphene_rect_t(bounds)
        gtk_snapshot_push_clip(snapshot, &clip)
        defer { gtk_snapshot_pop(snapshot) }

        var white = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        gtk_snapshot_append_color(snapshot, &white, &clip)
        if let background {
            var area = graphene_rect_t(viewport.viewRect(fromDocument: Rect(center: .zero, size: background.size)))
            gtk_snapshot_append_texture(snapshot, background.pointer, &area)
        }
        drawEmojis(into: snapshot)
    }

    private func drawEmojis(into snapshot: OpaquePointer) {
        let visible = viewport.visibleDocumentRect
        let deviceScale = Double(gtk_widget_get_scale_factor(widget))
        for emoji in document.emojis {
            // Glyph boxes are a little larger than the nominal square.
            let reach = Double(emoji.size) * 2
            guard Rect(center: emoji.center, size: Size(width: reach, height: reach)).intersects(visible) else { continue }
            let pixelSize = Double(emoji.size) * viewport.zoom
            guard pixelSize >= 0.5,
                  let glyph = glyphs.glyph(for: emoji.text, pixelSize: pixelSize * deviceScale) else { continue }
            let scale = pixelSize / glyph.pixelSize
            let box = Size(width: glyph.texture.size.width * scale, height: glyph.texture.size.height * scale)
            var area = graphene_rect_t(Rect(center: viewport.viewPoint(fromDocument: emoji.center), size: box))
            gtk_snapshot_append_texture(snapshot, glyph.texture.pointer, &area)
        }
    }
}
