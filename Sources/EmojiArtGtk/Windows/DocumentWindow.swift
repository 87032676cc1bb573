import ArtModel
import CAdwaita
import CGtk
import Foundation

/// One window per document: a header bar, the canvas, and the palette chooser.
/// The window owns this controller (see GObjectAttachment), so it lives
/// exactly as long as the window.
@MainActor
package final class DocumentWindow {
    package let window: UnsafeMutablePointer<GtkWindow>
    package let document: EmojiArtDocument
    var fileURL: URL?
    package let canvas: CanvasController
    let importer: BackgroundImporter
    let palettes: PaletteStore
    let chooser: PaletteChooser
    let header: DocumentHeaderBar
    /// Changes told with Undo: a background set, emojis or a palette deleted;
    /// they rise over the canvas, not over the strip emojis are dragged from.
    let toasts: ToastStack
    let cameras: CameraMonitor
    /// Runs exports, copies and saves so that they end even if this window goes first.
    let workKeeper: WorkKeeper
    /// What the app remembers across documents.
    let settings: AppSettings
    /// Actions whose sensitivity follows the document, with their rule.
    var conditional: [(ActionCondition, Opaque<SimpleAction>)] = []
    /// What closing the window asks first, and whether it was answered.
    var closing = ClosingRule()
    /// Set when the window is destroyed: work that comes back later (an
    /// export, a save) must not touch its widgets then.
    var isClosed = false
    /// What the last paste was, for its Try Again.
    var lastPaste = PasteKind.anything
    private var autosaver: Autosaver?
    private var firstPresentation: FirstPresentation?
    /// What the window knows of its file on disk, and what it does when
    /// another program changes it (DocumentWindow+DiskChanges).
    var disk: DiskChangeRule
    let diskBanner: DiskBanner
    var fileMonitor: FileMonitor?
    var diskLook: Task<Void, Never>?
    /// A look at the file was due while a save was under way.
    var lookAfterSave = false

    /// `file` is the document's file and the version of it the document
    /// was read from; `recovery` is where unsaved changes are kept, and the
    /// id of the recovery file this document was restored from, if it was.
    init(application: UnsafeMutablePointer<GtkApplication>, document: EmojiArtDocument,
         file: (url: URL?, version: DiskVersion?), recovery: (store: RecoveryStore, restoredID: UUID?),
         palettes: PaletteStore, settings: AppSettings, cameras: CameraMonitor, workKeeper: WorkKeeper) {
        self.document = document
        self.cameras = cameras
        self.workKeeper = workKeeper
        fileURL = file.url
        disk = DiskChangeRule(known: file.version)
        window = adw_application_window_new(application).cast()
        importer = BackgroundImporter(document: document)
        CanvasWidgetClass.register()
        let layout = Layout("document-window.ui")
        let canvas = CanvasController(document: document, importer: importer, in: layout,
                                      fetchWebImage: { [importer] url in importer.showWebImage(url) })
        self.canvas = canvas
        self.palettes = palettes
        header = DocumentHeaderBar(in: layout)
        toasts = ToastStack(overlay: layout.widget("toasts"))
        diskBanner = DiskBanner(in: layout)
        self.settings = settings
        chooser = PaletteChooser(store: palettes, choiceStorage: PaletteChoiceStorage(settings: settings), in: layout) { emoji in
            canvas.interaction.addAtCenter(emoji)
            canvas.refresh()
        }

        // A document opens as it was left, in the window size it had; anything else as the last window closed.
        let keptView = file.url.flatMap(DocumentViewStore.standard().view(of:))
        let size = keptView.flatMap(WindowSizeStorage.size(of:)) ?? WindowSizeStorage(settings: settings).load()
        gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
        if size.isMaximized { gtk_window_maximize(window) }
        keptView.map(canvas.interaction.restore)
        gtk_window_set_title(window, WindowRules.title(for: file.url, modified: document.isModified))
        gtk_widget_set_size_request(window.widget, Int32(WindowSizeStorage.smallestSide), Int32(WindowSizeStorage.smallestSide))

        adw_application_window_set_content(window.cast(), emojiart_toolbar_content(header.widget, layout.widget("content")))

        GObjectAttachment.attach(self, to: window)
        canvas.onWidthChange = { [header] width in header.fit(width: width) }
        installActions(application: application)
        makePictureDraggable(from: layout.widget("drag-out"))
        importer.onFailure = { [weak self] failure in self?.tell(failure) }
        canvas.onFailure = { [weak self] failure in self?.tell(failure) }
        autosaver = Autosaver(document: document, store: recovery.store, id: recovery.restoredID ?? UUID(),
                              hasFile: recovery.restoredID != nil, documentPath: { [unowned self] in fileURL?.path },
                              documentVersion: { [unowned self] in disk.known })
        // Held by the two handlers below, which are all that use it.
        let viewKeeper = ViewKeeper { [weak self] in self?.keepView() }
        canvas.onViewChange = { [weak self] in viewKeeper.viewChanged(hasFile: self?.fileURL != nil) }
        // The window goes only once its changes were saved or discarded.
        Signal.connect(window, .destroy) { [weak self, window, importer, autosaver] in
            Self.keepSize(of: window, in: settings)
            viewKeeper.windowClosing(hasFile: self?.fileURL != nil)
            self?.isClosed = true
            self?.stopWatchingFile()
            importer.cancel()
            autosaver?.stop()
            Probes.report(.windowClosed)
        }
        observe(self, reading: {
            _ = $0.document.emojiArt; _ = $0.document.selection; _ = $0.document.isModified; _ = $0.palettes.palettes
        }) {
            $0.updateActionSensitivity()
            $0.updateTitle()
            $0.autosaver?.documentChanged()
        }
        observe(self, reading: { _ = $0.cameras.cameras.reported }) { $0.updateActionSensitivity() }
        observe(self, reading: { _ = $0.document.announcement }) { window in
            window.document.announcement.map { window.toasts.show($0) }
        }
        observe(self, reading: { _ = $0.document.undoSerial }) { $0.toasts.dismissUnlessCurrent(undoSerial: $0.document.undoSerial) }
        Signal.connect(window, .closeRequest) { [unowned self] in !readyToClose() }
        stopImportsWithEscape()
        watchFile()
        updateActionSensitivity()
        gtk_widget_grab_focus(canvas.widget)
        Probes.report(.windowOpened(self))
    }

    /// Writes the view as it is now (ViewKeeper says when, and a followed rename).
    func keepView() {
        guard let fileURL, !isClosed else { return }
        let viewport = canvas.interaction.viewport
        let (width, height) = Self.unmaximizedSize(of: window)
        DocumentViewStore.standard().keep(.init(isFitted: canvas.interaction.isFittedToWindow, zoom: viewport.zoom,
                                                panX: viewport.pan.x, panY: viewport.pan.y,
                                                windowWidth: width, windowHeight: height), of: fileURL)
    }

    /// The next window opens as this one was.
    private static func keepSize(of window: UnsafeMutablePointer<GtkWindow>, in settings: AppSettings) {
        let (width, height) = unmaximizedSize(of: window)
        WindowSizeStorage(settings: settings).save(.init(width: width, height: height, isMaximized: gtk_window_is_maximized(window) != 0))
    }

    /// GTK 4 keeps a window's default size at the size it was last given,
    /// maximised or not.
    private static func unmaximizedSize(of window: UnsafeMutablePointer<GtkWindow>) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    func present() {
        gtk_window_present(window)
        RendererSelection.noteInUse(by: window)
    }

    /// Presents a new window when FirstPresentation says.
    func presentWhenReady() {
        let presentation = FirstPresentation { [weak self] in self?.present() }
        firstPresentation = presentation
        canvas.whenReadyToShow { presentation.ready() }
    }

    /// What the application's rules about windows need to know of this one.
    var facts: WindowRules.Facts { WindowRules.Facts(fileURL: fileURL, document: document) }

    var name: String { WindowRules.title(for: fileURL, modified: false) }

    func updateTitle() {
        let title = WindowRules.title(for: fileURL, modified: document.isModified)
        guard title != gtk_window_get_title(window).map({ String(cString: $0) }) else { return }
        gtk_window_set_title(window, title)
        header.titleChanged()
    }
}
