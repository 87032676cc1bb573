import ArtModel
import CGtk
import Foundation

/// The canvas of one document window: one custom widget that draws the
/// background, the emojis, the selection and the rubber band with
/// GtkSnapshot, under a progress bar for backgrounds being loaded. What the
/// user does to it goes to `interaction`; images from outside to `importer`.
@MainActor
final class CanvasView {
    /// The drawing widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The drawing widget with the progress bar and the empty state over it: what the window holds.
    let container: UnsafeMutablePointer<GtkWidget>
    let interaction: CanvasInteraction
    let importer: BackgroundImporter
    private var document: EmojiArtDocument { interaction.document }
    private var background: BackgroundPicture?
    private var previewLoad: Task<Void, Never>?
    /// Told once the canvas has something to show (see whenReadyToShow).
    private var onReadyToShow: [@MainActor () -> Void] = []
    private var shownBackground: EmojiArt.Background = .blank
    /// For the benchmark: no whole frame has shown the new background yet.
    private var backgroundAwaitingFrame = false
    /// For the benchmark: the view last shown sharp (told once for each view).
    private var sharpViewport: Viewport?
    /// Replaced only by the benchmark, to compare renderers.
    var renderer: any CanvasRenderer = TiledCanvasRenderer()
    private let progress = ProgressOverlay()
    /// Over a blank document: how to start.
    let emptyState: EmptyStatePage
    /// The colours the canvas draws its own things in, as the desktop's style has them.
    private var style = DesktopStyle.current
    private var styleChanges: SignalConnection?
    private var input: CanvasInput?
    private var dropTarget: CanvasDropTarget?
    let contextMenu: CanvasContextMenu
    /// Told the canvas's width (the window's) when it changes.
    var onWidthChange: (@MainActor (Double) -> Void)?

    init(document: EmojiArtDocument, importer: BackgroundImporter) {
        interaction = CanvasInteraction(document: document)
        self.importer = importer
        widget = CanvasWidgetClass.newInstance()
        container = gtk_overlay_new()
        emptyState = EmptyStatePage(document: document, importer: importer)
        gtk_overlay_set_child(container.cast(), widget)
        gtk_overlay_add_overlay(container.cast(), emptyState.widget)
        gtk_overlay_add_overlay(container.cast(), progress.widget)
        contextMenu = CanvasContextMenu(parent: widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_focusable(widget, 1)
        // Screen readers name the canvas by this, and say its description (`describe`) after it.
        Accessibility.setLabel(widget, localized("Canvas"))
        GObjectAttachment.attach(self, to: widget)
        input = CanvasInput(canvas: self)
        dropTarget = CanvasDropTarget(canvas: self)
        observe(self, reading: { _ = $0.document.emojiArt; _ = $0.document.selection }) { $0.documentChanged() }
        progress.onStop = { [importer] in importer.cancel() }
        observe(self, reading: { _ = $0.importer.status }) { $0.progress.show($0.importer.status, stoppable: true) }
        observe(self, reading: { _ = $0.importer.fetched?.url }) { $0.webImageFetched() }
        showBackground(document.background, fitting: false)
        describe()
        followDesktopSettings()
    }

    /// Told when what the view shows (its zoom, its pan, fitted or not) may have changed.
    var onViewChange: (@MainActor () -> Void)?
    /// How the document was left, to show once the canvas has a size (`restore`).
    private var viewToRestore: DocumentViewStore.View?

    /// Shows the document as it was left, once the canvas has its size; a
    /// view that was fitted fits the window it opens in.
    func restore(_ view: DocumentViewStore.View) {
        viewToRestore = view
    }

    /// Draws again on the next frame, and on each frame after while a zoom to fit glides.
    func refresh() {
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

    /// A frame is asked for on every tick of the frame clock (a glide).
    private var drawsEachFrame = false

    /// Zoom to fit glides there in about 200 ms, unless the desktop turned animations off.
    private static let fitDuration = 0.2

    /// Follows the desktop's settings as they change, for as long as the canvas lives.
    private var settingChanges: [SignalConnection] = []

    /// "Enable animations" (zoom to fit glides, or jumps) and the text
    /// scale (GTK's Xft DPI over the standard 96, in 1024ths; new emojis are
    /// as much larger).
    private func followDesktopSettings() {
        guard let settings = gtk_widget_get_settings(widget) else { return }
        let follow = { [interaction] in
            interaction.fitDuration = GObjectProperty.bool(settings, "gtk-enable-animations") ? Self.fitDuration : 0
            let dpi = GObjectProperty.int(settings, "gtk-xft-dpi")
            interaction.textScale = dpi > 0 ? Double(dpi) / (96 * 1024) : 1
        }
        follow()
        settingChanges = ["gtk-enable-animations", "gtk-xft-dpi"].map { name in
            SignalConnection(on: settings) { settings in Signal.connect(settings, .notify(name)) { follow() } }
        }
        styleChanges = DesktopStyle.follow { [weak self] in
            guard let self else { return }
            style = DesktopStyle.current
            gtk_widget_queue_draw(widget)
        }
    }


    /// Shows `description` in the progress bar while other slow work runs
    /// (nil: back to the background's own progress).
    func showWork(_ description: String?) {
        if let description {
            progress.show(.working(description: description, fraction: nil), stoppable: false)
        } else {
            progress.show(importer.status, stoppable: true)
        }
    }

    /// Shows the document through `viewport` (the benchmark's animation).
    func show(_ viewport: Viewport) {
        interaction.show(viewport)
        refresh()
    }

    func zoomToFit() {
        interaction.zoomToFit(from: interaction.displayedViewport)
        refresh()
    }

    func zoom(by factor: Double) {
        interaction.zoom(by: factor)
        refresh()
    }

    // MARK: - Following the document

    private func documentChanged() {
        if document.background != shownBackground {
            showBackground(document.background, fitting: true)
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
        if case .url(let url) = shownBackground, background == nil, importer.fetched?.url == url {
            showBackground(shownBackground, fitting: false)
        }
    }

    /// Shows the background at once (tiles decode what they need on their
    /// thread) and decodes its preview off the main thread; a new background
    /// (not the one a document opened with) is zoomed to fit, as in the original.
    private func showBackground(_ newBackground: EmojiArt.Background, fitting: Bool) {
        let shown = interaction.displayedViewport
        shownBackground = newBackground
        previewLoad?.cancel()
        background = nil
        interaction.backgroundSize = nil
        let data: Data
        switch newBackground {
        case .blank:
            return
        case .imageData(let bytes):
            data = bytes
        case .url(let url):
            guard let fetched = importer.fetched, fetched.url == url else {
                importer.showWebImage(url)
                return
            }
            data = fetched.data
        }
        guard let picture = try? BackgroundPicture(data: data) else { return }
        background = picture
        interaction.backgroundSize = picture.size
        backgroundAwaitingFrame = true
        if fitting { interaction.zoomToFit(from: shown) }
        refresh()
        previewLoad = Task { [weak self] in
            let failure = await picture.loadPreview()
            guard let self, !Task.isCancelled else { return }
            if let failure { importer.report(.undecodable(failure)) }
            readyToShow()
            refresh()
        }
    }

    /// Runs `show` once the first frame can show the background, or a
    /// stand-in of it: at once when there is nothing to decode, else when
    /// the preview is ready (or could not be made).
    func whenReadyToShow(_ show: @escaping @MainActor () -> Void) {
        guard let background, background.preview == nil, previewLoad != nil else { return show() }
        onReadyToShow.append(show)
    }

    private func readyToShow() {
        let waiting = onReadyToShow
        onReadyToShow = []
        waiting.forEach { $0() }
    }

    // MARK: - Widget virtual functions

    func sizeChanged(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        interaction.setViewSize(size)
        if !size.isEmpty, let view = viewToRestore {
            viewToRestore = nil
            view.viewport(in: size).map(interaction.show)
        }
        onViewChange?()
        contextMenu.present()
        onWidthChange?(Double(width))
    }

    func draw(into snapshot: OpaquePointer) {
        let scene = CanvasScene(viewport: interaction.displayedViewport, background: background,
                                emojis: interaction.displayedEmojis, documentEmojis: document.emojis,
                                previewed: interaction.preview?.ids ?? [], selection: document.selection,
                                rubberBand: interaction.rubberBand,
                                focusRing: interaction.showsFocusRing && gtk_widget_has_focus(widget) != 0
                                    ? interaction.focusedEmoji?.id : nil,
                                deviceScale: Double(gtk_widget_get_scale_factor(widget)), style: style) { [weak self] in self?.refresh() }
        let drawn = renderer.draw(scene, into: snapshot)
        Probes.report(.drawn(.firstFrame, widget: widget))
        if drawn == .sharp, scene.viewport != sharpViewport {
            sharpViewport = scene.viewport
            Probes.report(.drawn(.sharp, widget: widget))
        }
        guard drawn != .partial, document.background == .blank || background != nil else { return }
        Probes.report(.drawn(.pictureShown, widget: widget))
        if backgroundAwaitingFrame {
            backgroundAwaitingFrame = false
            Probes.report(.drawn(.backgroundShown, widget: widget))
        }
    }
}
