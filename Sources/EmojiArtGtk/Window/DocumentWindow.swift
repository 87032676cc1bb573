import ArtModel
import CGtk
import Foundation

/// One window per document: a header bar, the canvas, and the palette chooser.
/// The window owns this controller (see GObjectAttachment), so it lives
/// exactly as long as the window.
@MainActor
final class DocumentWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    let document: EmojiArtDocument
    private(set) var fileURL: URL?
    private let canvas: CanvasView
    private let importer: BackgroundImporter
    private let palettes: PaletteStore
    private let chooser: PaletteChooser
    private let header = DocumentHeaderBar()
    /// Actions whose sensitivity follows the document, with their rule.
    private var conditional: [(ActionCondition, OpaquePointer)] = []
    /// Set once the user has said what to do with unsaved changes.
    private var mayClose = false
    /// Set when the window is destroyed: work that comes back later (an
    /// export, a save) must not touch its widgets then.
    private var isClosed = false
    private var autosaver: Autosaver?

    /// `recovery` is where unsaved changes are kept, and the id of the
    /// recovery file this document was restored from, if it was.
    init(application: UnsafeMutablePointer<GtkApplication>, document: EmojiArtDocument,
         fileURL: URL?, recovery: (store: RecoveryStore, restoredID: UUID?),
         palettes: PaletteStore, choiceStorage: PaletteChoiceStorage) {
        self.document = document
        self.fileURL = fileURL
        window = gtk_application_window_new(application).cast()
        importer = BackgroundImporter(document: document, decodeOther: GdkContent.decode)
        let canvas = CanvasView(document: document, importer: importer)
        self.canvas = canvas
        self.palettes = palettes
        chooser = PaletteChooser(store: palettes, choiceStorage: choiceStorage) { emoji in
            canvas.interaction.addAtCenter(emoji)
            canvas.refresh()
        }

        gtk_window_set_default_size(window, 1000, 700)
        gtk_window_set_title(window, Self.title(for: fileURL, modified: document.isModified))
        gtk_window_set_titlebar(window, header.widget)
        gtk_widget_set_size_request(window.widget, 360, 360)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(content?.cast(), canvas.container)
        gtk_box_append(content?.cast(), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_box_append(content?.cast(), chooser.widget)
        gtk_window_set_child(window, content)

        GObjectAttachment.attach(self, to: window)
        canvas.onWidthChange = { [header] width in header.fit(width: width) }
        installActions(application: application)
        importer.onFailure = { [weak self] failure in self?.tell(failure) }
        autosaver = Autosaver(document: document, store: recovery.store, id: recovery.restoredID ?? UUID(),
                              hasFile: recovery.restoredID != nil) { [unowned self] in self.fileURL?.path }
        // The window goes only once its changes were saved or discarded.
        Signal.connect(window, .destroy) { [weak self, importer, autosaver] in
            self?.isClosed = true
            importer.cancel()
            autosaver?.stop()
            StallMonitor.reportLiveObjects()
        }
        StallMonitor.track(self, as: "window")
        StallMonitor.track(canvas, as: "canvas")
        StallMonitor.track(header, as: "header bar")
        observe(self, reading: {
            _ = $0.document.emojiArt; _ = $0.document.selection; _ = $0.document.isModified; _ = $0.palettes.palettes
        }) {
            $0.updateActionSensitivity()
            $0.updateTitle()
            $0.autosaver?.documentChanged()
        }
        Signal.connect(window, .closeRequest) { [unowned self] in !readyToClose() }
        stopImportsWithEscape()
        updateActionSensitivity()
        gtk_widget_grab_focus(canvas.widget)
        FrameBenchmark.attachIfRequested(to: canvas, in: window, document: document)
    }

    func present() {
        gtk_window_present(window)
        RendererSelection.noteInUse(by: window)
    }

    /// Presents a new window once its canvas can show the picture or a
    /// stand-in of it, so its first frame is never an empty canvas; a
    /// decode that takes longer than `patience` does not hold it back.
    func presentWhenReady(patience: Duration = .milliseconds(400)) {
        canvas.whenReadyToShow { [weak self] in self?.presentFirstTime() }
        Task { [weak self] in
            try? await Task.sleep(for: patience)
            self?.presentFirstTime()
        }
    }

    private var presented = false

    private func presentFirstTime() {
        guard !presented else { return }
        presented = true
        present()
    }

    /// An untitled window nobody has touched, which a restored document may
    /// take the place of.
    var isUntouched: Bool {
        fileURL == nil && !document.isModified && document.emojiArt == EmojiArt()
    }

    /// The document's name, after a bullet while it has unsaved changes.
    static func title(for fileURL: URL?, modified: Bool) -> String {
        let name = fileURL?.deletingPathExtension().lastPathComponent ?? localized("Untitled")
        return modified ? "• \(name)" : name
    }

    private var name: String { Self.title(for: fileURL, modified: false) }

    private func updateTitle() {
        gtk_window_set_title(window, Self.title(for: fileURL, modified: document.isModified))
    }

    /// Whether the window may close now; otherwise asks about unsaved changes
    /// and closes (or not) once answered.
    private func readyToClose() -> Bool {
        document.commitPendingEdit()
        guard document.isModified, !mayClose else { return true }
        UnsavedChangesDialog.ask(about: name, over: window) { [unowned self] choice in
            switch choice {
            case .cancel:
                return
            case .discard:
                mayClose = true
                gtk_window_close(window)
            case .save:
                save { [unowned self] in
                    mayClose = true
                    gtk_window_close(window)
                }
            }
        }
        return false
    }

    private func installActions(application: UnsafeMutablePointer<GtkApplication>) {
        let actions = ActionGroup(map: window.opaque, prefix: "win", application: application)
        func add(_ action: AppAction, _ handler: @escaping @MainActor () -> Void) {
            let added = actions.add(action, handler)
            if case .always = action.enabled { return }
            conditional.append((action.enabled, added))
        }
        add(.save) { [unowned self] in save() }
        add(.saveAs) { [unowned self] in saveAs() }
        add(.exportPNG) { [unowned self] in exportPNG() }
        add(.copyImage) { [unowned self] in copyAsImage() }
        add(.close) { [unowned self] in gtk_window_close(window) }
        add(.zoomToFit) { [unowned self] in canvas.zoomToFit() }
        add(.zoomIn) { [unowned self] in canvas.zoom(by: ScrollRule.keyboardZoomStep) }
        add(.zoomOut) { [unowned self] in canvas.zoom(by: 1 / ScrollRule.keyboardZoomStep) }
        add(.undo) { [unowned self] in
            canvas.interaction.commitPreview()
            document.undo()
        }
        add(.redo) { [unowned self] in
            canvas.interaction.commitPreview()
            document.redo()
        }
        add(.pasteBackground) { [unowned self] in pasteBackground() }
        add(.chooseBackground) { [unowned self] in
            BackgroundChooser.choose(over: window) { [importer] file in importer.importFile(file) }
        }
        add(.paletteNext) { [unowned self] in chooser.chooseNext() }
        actions.add(.paletteGoTo) { [unowned self] (id: Int) in chooser.choose(id) }
        add(.paletteEdit) { [unowned self] in PaletteEditor.open(chooser.chosen, in: palettes, over: window) }
        add(.paletteNew) { [unowned self] in
            let palette = palettes.insert(name: localized("New Palette"), at: (palettes.index(of: chooser.chosen) ?? -1) + 1)
            chooser.choose(palette.id)
            PaletteEditor.open(palette.id, in: palettes, over: window)
        }
        add(.paletteDelete) { [unowned self] in
            guard let palette = palettes.palette(id: chooser.chosen) else { return }
            Confirmation.askToDelete(palette, over: window) { [palettes] in palettes.remove(id: palette.id) }
        }
        add(.paletteManager) { [unowned self] in PaletteManager.open(palettes, over: window) }
        add(.selectAll) { [unowned self] in document.selectAll() }
        add(.delete) { [unowned self] in canvas.interaction.perform(.deleteSelection) }
        add(.bringToFront) { [unowned self] in document.bringToFront(document.selection) }
        add(.sendToBack) { [unowned self] in document.sendToBack(document.selection) }
    }

    private func updateActionSensitivity() {
        header.describe(undo: document.undoActionName, redo: document.redoActionName)
        let state = ActionState(document: document, palettes: palettes)
        for (condition, action) in conditional { ActionGroup.setEnabled(action, condition.holds(in: state)) }
    }

    /// A background that was not set, in an alert; a paste that did not
    /// arrive can be tried again from it.
    private func tell(_ failure: BackgroundFailure) {
        var tryAgain: (@MainActor () -> Void)?
        if failure.offersTryAgain {
            tryAgain = { [weak self] in self?.pasteBackground() }
        }
        Alert.show(title: failure.title, message: failure.message, over: window, tryAgain: tryAgain)
    }

    private func pasteBackground() {
        StallMonitor.event("paste", repeating: true)
        guard let clipboard = gtk_widget_get_clipboard(window.widget) else { return }
        importer.importArriving(IncomingTransfer(from: .clipboard)) { arrived throws(FetchError) in
            try await ClipboardReader.read(clipboard, arrived: arrived)
        }
    }

    /// Escape stops a background being read, fetched or received, wherever
    /// the focus is in the window; otherwise it goes on to the focused
    /// widget (the canvas clears its selection with it).
    private func stopImportsWithEscape() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(keys) { [importer] keyval, _ in
            keyval == guint(GDK_KEY_Escape) && importer.cancel()
        }
        gtk_widget_add_controller(window.widget, keys)
    }

    private func exportPNG() {
        DocumentChooser.chooseExportLocation(suggesting: name, over: window) { [unowned self] url in
            document.commitPendingEdit()
            let art = document.emojiArt, fetched = importer.fetched
            export(localized("Exporting “{file}”…", ["file": url.lastPathComponent]),
                   failureTitle: localized("Could Not Export “{file}”", ["file": url.lastPathComponent])) { () throws(ExportFailure) in
                try await DocumentExport.writePNG(of: art, fetched: fetched, to: url)
            }
        }
    }

    /// The same picture as Export as PNG, on the clipboard.
    private func copyAsImage() {
        document.commitPendingEdit()
        let art = document.emojiArt, fetched = importer.fetched
        // The display's clipboard, held now: the window may be closed by the time the picture is ready.
        let clipboard = gtk_widget_get_clipboard(window.widget).map { ObjectReference(retaining: $0) }
        export(localized("Copying the picture…"), failureTitle: localized("Could Not Copy the Picture")) { () throws(ExportFailure) in
            let picture = try await DocumentExport.picture(of: art, fetched: fetched)
            guard let texture = picture.texture(), let clipboard else {
                throw .notWritten(localized("The picture could not be put on the clipboard."))
            }
            gdk_clipboard_set_texture(clipboard.opaque, texture.pointer)
        }
    }

    /// Runs an export with a progress bar over the canvas; failures are told in an alert.
    private func export(_ description: String, failureTitle: String,
                        _ work: @escaping @MainActor () async throws(ExportFailure) -> Void) {
        canvas.showWork(description)
        Task {
            var failure: ExportFailure?
            do throws(ExportFailure) {
                try await work()
            } catch {
                failure = error
            }
            // A window closed meanwhile has nothing left to show it on.
            guard !isClosed else { return }
            canvas.showWork(nil)
            if let failure { Alert.show(title: failureTitle, message: failure.message, over: window) }
        }
    }

    /// Saves to the document's file, or asks where first; `then` runs once
    /// the document is safely written.
    private func save(then done: @escaping @MainActor () -> Void = {}) {
        guard let fileURL else { return saveAs(then: done) }
        write(to: fileURL, then: done)
    }

    private func saveAs(then done: @escaping @MainActor () -> Void = {}) {
        DocumentChooser.chooseSaveLocation(suggesting: name, over: window) { [unowned self] url in
            write(to: url) { [unowned self] in
                fileURL = url
                updateTitle()
                done()
            }
        }
    }

    /// Writes off the main thread; the snapshot taken here is what is saved,
    /// and only it is marked as saved.
    private func write(to url: URL, then done: @escaping @MainActor () -> Void) {
        StallMonitor.event("save-started", repeating: true)
        document.commitPendingEdit()
        let art = document.emojiArt
        Task {
            let failure = await Task.detached(priority: .userInitiated) { () -> String? in
                do {
                    try DocumentFile.write(art, to: url)
                    return nil
                } catch {
                    return error.localizedDescription
                }
            }.value
            if let failure {
                guard !isClosed else { return }
                let name = url.deletingPathExtension().lastPathComponent
                Alert.show(title: localized("Could Not Save “{document}”", ["document": name]), message: failure, over: window)
                return
            }
            document.markSaved(art)
            StallMonitor.event("save-finished", repeating: true)
            RecentDocuments.add(url)
            guard !isClosed else { return }
            updateTitle()
            done()
        }
    }
}
