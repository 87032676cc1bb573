import ArtModel
import CGtk
import Foundation

/// The GtkApplication: opens one window per document named on the command
/// line (or by the desktop), or a new untitled one.
@MainActor
final class EmojiArtApplication {
    static let id = "io.github.emojiart.EmojiArt"

    private let application: UnsafeMutablePointer<GtkApplication>
    private var palettes = PaletteStore(palettes: [])
    private let choiceStorage = PaletteChoiceStorage.standard()
    /// Said once, over the first window: the palettes file was unreadable, or
    /// could not be written before any window was open.
    private var paletteProblem: (title: String, message: String)?
    /// A palette store that cannot be written says so once, not at every edit.
    private var paletteSaveFailureShown = false
    private let recovery = RecoveryStore.standard()
    /// Recovery files are offered once, at the first launch after a crash.
    private var recoveryOffered = false

    init() {
        application = gtk_application_new(Self.id, G_APPLICATION_HANDLES_OPEN)
        // main.swift handles the export before GApplication runs; this only lists it in --help.
        g_application_add_main_option(application.cast(), "export-png", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME,
                                      localized("Write the DOCUMENT as a PNG picture to FILE, without a window, and exit"), "FILE")
        g_application_set_option_context_parameter_string(application.cast(), "[DOCUMENT…]")
        Signal.connect(application, .startup) { [unowned self] in startup() }
        Signal.connect(application, .activate) { [unowned self] in
            openUntitledWindow()
            offerRecovery()
        }
        Signal.connectOpen(application) { [unowned self] files in open(files) }
        // Palette and recovery writes are queued off the main thread: finish them before exiting.
        Signal.connect(application, .shutdown) { [unowned self] in
            palettes.flush()
            recovery.flush()
        }
    }

    func run() -> Int32 {
        let status = g_application_run(application.cast(), CommandLine.argc, CommandLine.unsafeArgv)
        g_object_unref(application)
        return status
    }

    private func startup() {
        StallMonitor.event("startup")
        if let display = gdk_display_get_default() {
            RendererSelection.apply(to: display)
            HandledReport.watchClipboard(of: display)
        }
        gtk_window_set_default_icon_name(Self.id)
        let actions = ActionGroup(map: application.opaque, prefix: "app", application: application)
        // Quitting closes each window, so each asks about unsaved changes;
        // the app ends when the last one has gone (a Cancel keeps it).
        actions.add(.quit) { [unowned self] in
            // Dialogs go first, let go of by their parents: a dialog Ctrl+Q
            // was pressed in is finalized only after its event, when GTK 4.8
            // found its parent window already gone (four criticals a dialog).
            let documents = documentWindows()
            for window in applicationWindows() where !documents.contains(where: { $0.window == window }) {
                gtk_window_set_transient_for(window, nil)
                gtk_window_destroy(window)
            }
            for window in documents { gtk_window_close(window.window) }
        }
        actions.add(.newWindow) { [unowned self] in openUntitledWindow() }
        actions.add(.open) { [unowned self] in
            DocumentChooser.chooseDocuments(over: gtk_application_get_active_window(application)) { [unowned self] files in
                open(files)
            }
        }
        actions.add(.openRecent) { [unowned self] (uri: String) in
            guard let file = g_file_new_for_uri(uri) else { return }
            open([file])
            g_object_unref(file.raw)
        }
        actions.add(.shortcuts) { [unowned self] in
            ShortcutsWindow.present(over: gtk_application_get_active_window(application))
        }
        actions.add(.about) { [unowned self] in AboutDialog.present(over: gtk_application_get_active_window(application)) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "emojiart")
        let dataDirectory = DataDirectory.locate(executable: executable, environment: ProcessInfo.processInfo.environment)
        if let dataDirectory {
            Stylesheet.load(from: dataDirectory.appendingPathComponent("style.css"))
        } else {
            let message = localized("emojiart: no data folder with {file} was found; set {variable}",
                                    ["file": DefaultPalettes.fileName, "variable": DataDirectory.environmentVariable])
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        let defaults = dataDirectory.flatMap { try? DefaultPalettes.load(from: $0) } ?? []
        let problem: String?
        (palettes, problem) = PaletteStore.load(from: .standard(), defaults: defaults)
        paletteProblem = problem.map { (localized("Palettes Reset"), $0) }
        palettes.onSaveFailure = { [unowned self] message in
            guard !paletteSaveFailureShown else { return }
            paletteSaveFailureShown = true
            // The first save can fail before any window is open: it is told over the first one.
            guard let window = gtk_application_get_active_window(application) else {
                paletteProblem = (localized("Palettes Not Saved"), message)
                return
            }
            Alert.show(title: localized("Palettes Not Saved"), message: message, over: window)
        }
    }

    @discardableResult
    private func makeWindow(_ document: EmojiArtDocument, fileURL: URL?, restoredID: UUID? = nil) -> DocumentWindow {
        let window = DocumentWindow(application: application, document: document, fileURL: fileURL,
                                    recovery: (recovery, restoredID), palettes: palettes, choiceStorage: choiceStorage)
        fileURL.map(RecentDocuments.add)
        window.presentWhenReady()
        if let problem = paletteProblem {
            paletteProblem = nil
            Alert.show(title: problem.title, message: problem.message, over: window.window)
        }
        return window
    }

    @discardableResult
    private func openUntitledWindow() -> DocumentWindow {
        makeWindow(EmojiArtDocument(), fileURL: nil)
    }

    /// Reads and checks each file off the main thread, then opens a window
    /// for it or says why it cannot be opened.
    private func open(_ files: [OpaquePointer]) {
        let urls = files.map { file in
            String(takingGString: g_file_get_path(file)).map { URL(fileURLWithPath: $0) }
        }
        g_application_hold(application.cast())
        Task {
            defer { g_application_release(application.cast()) }
            for url in urls {
                guard let url else {
                    showOpenError(fileName: localized("document"), message: localized("Only files on this computer can be opened."))
                    continue
                }
                // A document already open is brought forward, not opened twice.
                if let open = documentWindows().first(where: { $0.fileURL?.standardizedFileURL == url.standardizedFileURL }) {
                    open.present()
                    HandledReport.note("open \(url.lastPathComponent), already open")
                    continue
                }
                let result = await Task.detached(priority: .userInitiated) {
                    Result { () throws(DocumentReadError) in try DocumentFile.read(from: url) }
                }.value
                switch result {
                case .success(let art):
                    makeWindow(EmojiArtDocument(art), fileURL: url)
                case .failure(let error):
                    showOpenError(fileName: url.lastPathComponent, message: error.message)
                }
                HandledReport.note("open \(url.lastPathComponent)")
            }
            offerRecovery()
        }
    }

    /// At the first launch after the app was killed with unsaved changes,
    /// asks about each unsaved document, newest first. A restored document
    /// takes the place of an untouched untitled window, or of its own file's
    /// window if that is open and unchanged.
    private func offerRecovery() {
        guard !recoveryOffered else { return }
        recoveryOffered = true
        g_application_hold(application.cast())
        Task {
            defer {
                g_application_release(application.cast())
                HandledReport.note("recovery offered")
            }
            let (contents, damaged) = await Task.detached(priority: .userInitiated) { [recovery] in
                let contents = recovery.contents()
                return (contents, contents.unreadable.map { (try? recovery.setAside($0)) ?? $0 })
            }.value
            for (id, record) in contents.records {
                guard let parent = documentWindows().first else { return }
                switch await RecoveryDialog.ask(about: record, over: parent.window) {
                case .restore:
                    let replaced = documentWindows().filter { window in
                        window.isUntouched || (!window.document.isModified && window.fileURL != nil
                            && window.fileURL?.standardizedFileURL == record.documentURL?.standardizedFileURL)
                    }
                    makeWindow(EmojiArtDocument(recovered: record.document), fileURL: record.documentURL, restoredID: id)
                    for window in replaced { gtk_window_close(window.window) }
                case .discard:
                    recovery.later { $0.remove(id: id) }
                case .later:
                    continue
                }
            }
            if !damaged.isEmpty, let parent = documentWindows().first {
                Alert.show(title: localized("Unsaved Work Could Not Be Read"),
                           message: localized("These recovery files are damaged; they were kept, renamed, but cannot be restored:")
                               + "\n" + damaged.map(\.path).joined(separator: "\n"),
                           over: parent.window)
            }
        }
    }

    /// The alert goes over a document window; if the app was started only for
    /// this file, an untitled one opens behind it so the app stays usable.
    private func showOpenError(fileName: String, message: String) {
        let parent = documentWindows().first?.window ?? openUntitledWindow().window
        Alert.show(title: localized("Could Not Open “{file}”", ["file": fileName]), message: message, over: parent)
    }

    /// The document windows, most recently focused first (dialogs excluded).
    private func documentWindows() -> [DocumentWindow] {
        applicationWindows().compactMap { GObjectAttachment.object(of: $0, as: DocumentWindow.self) }
    }

    /// Every window of the application, dialogs included, most recently focused first.
    private func applicationWindows() -> [UnsafeMutablePointer<GtkWindow>] {
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node = gtk_application_get_windows(application)
        while let current = node {
            if let window = current.pointee.data { windows.append(window.cast()) }
            node = current.pointee.next
        }
        return windows
    }
}
