import ArtModel
import CGtk
import Foundation

/// The controller of one document window's canvas: one custom widget that
/// draws the background, the emojis, the selection and the rubber band with
/// GtkSnapshot, under a progress bar for backgrounds being loaded. What the
/// user does to it goes to `interaction`; images from outside to `importer`.
@MainActor
package final class CanvasController {
    /// The drawing widget.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// The drawing widget with the progress bar and the empty state over it: what the window holds.
    let container: UnsafeMutablePointer<GtkWidget>
    package let interaction: CanvasInteraction
    let importer: BackgroundImporter
    private var document: EmojiArtDocument { interaction.document }
    private var background: BackgroundPicture?
    /// Which background is shown, and what to do about a new one.
    private var display = BackgroundDisplay()
    private var previewLoad: Task<Void, Never>?
    /// Told once the canvas has something to show (see whenReadyToShow).
    private var onReadyToShow: [@MainActor () -> Void] = []
    private var frameReports = FrameReports()
    /// Replaced only by the benchmark, to compare renderers.
    package var renderer: any CanvasRenderer = TiledCanvasRenderer()
    private let progress: ProgressOverlay
    /// Over a blank document: how to start.
    let emptyState: EmptyStatePage
    /// The desktop's animations, text scale and style, followed.
    private let settings: CanvasDesktopSettings
    private(set) var input: CanvasInput?
    private var dropTarget: CanvasDropTarget?
    let contextMenu: CanvasContextMenu
    /// Told the canvas's width (the window's) when it changes.
    var onWidthChange: (@MainActor (Double) -> Void)?
    /// Given the address of the document's web background, to fetch it so it can be drawn.
    private let fetchWebImage: @MainActor (URL) -> Void
    /// Told when the document's background cannot be drawn.
    var onFailure: (@MainActor (BackgroundFailure) -> Void)?
    /// Set once GTK destroyed the widget: tiles and exports that outlive the
    /// window must not ask GTK to draw a freed widget (a Gtk-CRITICAL under load).
    private var isDestroyed = false
    /// Told when what the view shows (its zoom, its pan, fitted or not) may have changed.
    var onViewChange: (@MainActor () -> Void)?
    /// A frame is asked for on every tick of the frame clock (a glide).
    private var drawsEachFrame = false

    /// The canvas and what lies over it, as document-window.ui declares them.
    init(document: EmojiArtDocument, importer: BackgroundImporter, in layout: Layout,
         fetchWebImage: @escaping @MainActor (URL) -> Void) {
        self.fetchWebImage = fetchWebImage
        interaction = CanvasInteraction(document: document)
        self.importer = importer
        widget = layout.widget("canvas")
        settings = CanvasDesktopSettings(of: widget, for: interaction)
        container = layout.widget("canvas-container")
        emptyState = EmptyStatePage(document: document, importer: importer, in: layout)
        progress = ProgressOverlay(in: layout)
        contextMenu = CanvasContextMenu(parent: widget)
        GObjectAttachment.attach(self, to: widget)
        settings.onStyleChange = { [weak self] in self?.refresh() }
        Signal.connect(widget, .destroy) { [weak self] in self?.isDestroyed = true }
        input = CanvasInput(canvas: self)
        dropTarget = CanvasDropTarget(canvas: self)
        observe(self, reading: { _ = $0.document.emojiArt; _ = $0.document.selection }) { $0.documentChanged() }
        progress.onStop = { [importer] in importer.cancel() }
        observe(self, reading: { _ = $0.importer.status }) { $0.progress.show($0.importer.status, stoppable: true) }
        observe(self, reading: { _ = $0.importer.fetched?.url }) { $0.webImageFetched() }
        showBackground(display.open(document.background, fetched: importer.fetched))
        describe()
    }

    /// Draws again on the next frame, and on each frame after while a zoom to fit glides.
    func refresh() {
        guard !isDestroyed else { return }
        onViewChange?()
        gtk_widget_queue_draw(widget)
        guard interaction.isGliding, !drawsEachFrame else { return }
        drawsEachFrame = true
        FrameTicker.run(on: widget) { [weak self] _ in
            guard let self else { return false }
            gtk_widget_queue_draw(widget)
            drawsEachFrame = interaction.isGliding
            return drawsEachFrame
        }
    }

    /// Shows `description` in the progress bar while other slow work runs
    /// (nil: back to the background's own progress).
    func showWork(_ description: String?) {
        let work = description.map { BackgroundImporter.Status.working(description: $0, fraction: nil) }
        progress.show(work ?? importer.status, stoppable: work == nil)
    }

    /// Shows the document through `viewport` (the benchmark's animation).
    package func show(_ viewport: Viewport) {
        interaction.show(viewport)
        refresh()
    }

    package func zoomToFit() {
        interaction.zoomToFit(from: interaction.displayedViewport)
        refresh()
    }

    func zoom(by factor: Double) {
        interaction.zoom(by: factor)
        refresh()
    }

    private func documentChanged() {
        guard !isDestroyed else { return }
        if let step = display.documentChanged(to: document.background, fetched: importer.fetched) {
            showBackground(step)
        }
        describe()
        refresh()
    }

    /// Tells assistive technology what the canvas holds now.
    func describe() {
        Accessibility.setDescription(widget, CanvasDescription.text(emojis: document.emojis, selection: document.selection,
                                                                   focused: interaction.focusedEmoji))
    }

    private func webImageFetched() {
        guard !isDestroyed else { return }
        display.fetched(importer.fetched).map(showBackground)
    }

    /// Lets go of the picture shown and does `step`: a picture is shown at
    /// once (tiles decode what they need on their thread) and its preview
    /// decoded off the main thread.
    private func showBackground(_ step: BackgroundDisplay.Step) {
        let shown = interaction.displayedViewport
        previewLoad?.cancel()
        background = nil
        interaction.backgroundSize = nil
        switch step {
        case .clear:
            readyToShow()
        case .fetch(let url):
            fetchWebImage(url)
            readyToShow()
        case .show(let data, let fitting):
            guard let picture = try? BackgroundPicture(data: data, checked: importer.checked) else { return readyToShow() }
            background = picture
            display.pictureShown()
            interaction.backgroundSize = picture.size
            frameReports.backgroundChanged()
            if fitting { interaction.zoomToFit(from: shown) }
            refresh()
            previewLoad = Task { [weak self] in
                let failure = await picture.loadPreview()
                guard let self, !Task.isCancelled else { return }
                if let failure { onFailure?(.undecodable(failure)) }
                display.previewDone()
                readyToShow()
                refresh()
            }
        }
    }

    /// Runs `show` once the first frame can show the background, or a
    /// stand-in of it (BackgroundDisplay.isReadyToShow).
    func whenReadyToShow(_ show: @escaping @MainActor () -> Void) {
        guard display.isReadyToShow else { return onReadyToShow.append(show) }
        show()
    }

    private func readyToShow() {
        guard display.isReadyToShow else { return }
        let waiting = onReadyToShow
        onReadyToShow = []
        waiting.forEach { $0() }
    }

    func sizeChanged(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        interaction.setViewSize(size)
        onViewChange?()
        contextMenu.present()
        onWidthChange?(Double(width))
    }

    func draw(into snapshot: OpaquePointer) {
        let scene = CanvasScene(viewport: interaction.displayedViewport, heading: interaction.glideDestination, background: background,
                                displayed: LazyEmojiList { [interaction] in interaction.displayedEmojis },
                                documentEmojis: document.emojis, previewed: interaction.preview?.ids ?? [],
                                emojisBeforePreview: interaction.emojisBeforePreview, previewedEmojis: interaction.previewedEmojis,
                                turnsLive: interaction.preview?.turns ?? false,
                                selection: document.selection, rubberBand: interaction.rubberBand, rotationHandle: interaction.rotationHandle,
                                focusRing: interaction.showsFocusRing && gtk_widget_has_focus(widget) != 0 ? interaction.focusedEmoji?.id : nil,
                                deviceScale: Double(gtk_widget_get_scale_factor(widget)), style: settings.style) { [weak self] in self?.refresh() }
        let drawn = renderer.draw(scene, into: snapshot)
        frameReports.drawn(drawn, of: scene.viewport, hasPicture: document.background == .blank || background != nil,
                           widget: widget)
    }
}
