import ArtModel
import CGtk
import Foundation

/// The application (an AdwApplication, so that every window follows the
/// desktop's light, dark or high-contrast style): opens one window per document named on the command
/// line (or by the desktop), or a new untitled one.
@MainActor
final class EmojiArtApplication {
    static let id = "io.github.emojiart.EmojiArt"

    let application: UnsafeMutablePointer<GtkApplication>
    /// The application's one reference, until it has run.
    private var reference: ObjectReference?
    private var palettes = PaletteStore(palettes: [])
    /// What the app remembers across documents (GSettings).
    private let settings = GSettingsStore.open(executable: URL(fileURLWithPath: CommandLine.arguments.first ?? "emojiart"))
    /// What is told about the palettes file, once.
    private var paletteNotices = PaletteNotices(loadProblem: nil)
    let recovery = RecoveryStore.standard()
    /// The cameras, for Take Photo; watched from start-up on.
    private let cameras = CameraMonitor()
    /// Recovery files are offered once, at the first launch after a crash.
    var recoveryOffered = false
    /// Exports, copies and saves, which the app stays for.
    private lazy var workKeeper = WorkKeeper(application: application) { [unowned self] in documentWindows() }

    init() {
        let reference = ObjectReference(taking: adw_application_new(Self.id, G_APPLICATION_HANDLES_OPEN))
        self.reference = reference
        application = reference.cast()
        // main.swift handles the export before GApplication runs; this only lists it in --help.
        g_application_add_main_option(application.cast(), "export", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME,
                                      localized("Write the DOCUMENT's picture to FILE (.png, .jpg, .webp, .pdf or .svg, as it is named), without a window, and exit"),
                                      "FILE")
        g_application_add_main_option(application.cast(), "size", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT,
                                      localized("With --export: the picture's longest side, in pixels"), "PIXELS")
        g_application_add_main_option(application.cast(), "quality", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_INT,
                                      localized("With --export: JPEG or WebP quality, 1 to 100 (90 if not given)"), "QUALITY")
        g_application_set_option_context_parameter_string(application.cast(), "[DOCUMENT…]")
        Signal.connect(application, .startup) { [unowned self] in startup() }
        Signal.connect(application, .activate) { [unowned self] in
            openUntitledWindow()
            offerRecovery()
        }
        Signal.connectOpen(application) { [unowned self] files in open(files) }
        LegacyStateFiles.migrate(into: settings, stateFolder: LegacyStateFiles.standardFolder())
        // Palette and recovery writes are queued off the main thread, and
        // GSettings writes to its backend on its own: finish them before exiting.
        Signal.connect(application, .shutdown) { [unowned self] in
            palettes.flush()
            recovery.flush()
            g_settings_sync()
        }
    }

    /// Runs until the application quits; its reference is let go of then.
    func run() -> Int32 {
        defer { reference = nil }
        return g_application_run(application.cast(), CommandLine.argc, CommandLine.unsafeArgv)
    }

    private func startup() {
        let display = gdk_display_get_default()
        Probes.report(.started(display: display))
        cameras.start()
        gtk_window_set_default_icon_name(Self.id)
        let actions = ActionInstaller(map: application, prefix: "app", application: application)
        // Quitting closes each window, so each asks about unsaved changes;
        // the app ends when the last one has gone (a Cancel keeps it).
        actions.add(.quit) { [unowned self] in
            // Dialogs go first, let go of by their parents: a dialog Ctrl+Q
            // was pressed in is finalized only after its event, when GTK 4.8
            // found its parent window already gone (four criticals a dialog).
            // What is being finished after the last document window stays, and says so.
            let documents = documentWindows()
            for window in applicationWindows() where !documents.contains(where: { $0.window == window })
                && window != workKeeper.finishingWindow {
                gtk_window_set_transient_for(window, nil)
                gtk_window_destroy(window)
            }
            for window in documents {
                DialogWindow.forceCloseAll(in: window.window)
                gtk_window_close(window.window)
            }
        }
        actions.add(.newWindow) { [unowned self] in openUntitledWindow() }
        actions.add(.open) { [unowned self] in
            DocumentChooser.chooseDocuments(over: gtk_application_get_active_window(application)) { [unowned self] files in
                open(files)
            }
        }
        actions.add(.openRecent) { [unowned self] (uri: String) in
            let file = ObjectReference(taking: Opaque<GioFile>(g_file_new_for_uri(uri)))
            open([file.opaque])
        }
        actions.add(.shortcuts) { [unowned self] in
            ShortcutsWindow.present(over: gtk_application_get_active_window(application))
        }
        actions.add(.about) { [unowned self] in AboutDialog.present(over: gtk_application_get_active_window(application)) }
        // GtkApplication loads the CSS and the icon from the app's resources by itself.
        let defaults = AppResources.data(DefaultPalettes.fileName).flatMap { try? DefaultPalettes.decode($0) } ?? []
        let problem: String?
        (palettes, problem) = PaletteStore.load(from: .standard(), defaults: defaults)
        paletteNotices = PaletteNotices(loadProblem: problem)
        palettes.onSaveFailure = { [unowned self] message in
            let window = gtk_application_get_active_window(application)
            if let notice = paletteNotices.saveFailed(message, windowIsOpen: window != nil), let window {
                Alert.show(title: notice.title, message: notice.message, over: window)
            }
        }
    }

    @discardableResult
    func makeWindow(_ document: EmojiArtDocument, fileURL: URL?, diskVersion: DiskVersion? = nil,
                    restoredID: UUID? = nil) -> DocumentWindow {
        let window = DocumentWindow(application: application, document: document, file: (fileURL, diskVersion),
                                    recovery: (recovery, restoredID), palettes: palettes, settings: settings,
                                    cameras: cameras, workKeeper: workKeeper)
        fileURL.map(RecentDocuments.add)
        window.presentWhenReady()
        if let notice = paletteNotices.windowOpened() {
            Alert.show(title: notice.title, message: notice.message, over: window.window)
        }
        return window
    }

    @discardableResult
    func openUntitledWindow() -> DocumentWindow {
        makeWindow(EmojiArtDocument(), fileURL: nil)
    }

    /// The document windows, most recently focused first (dialogs excluded).
    func documentWindows() -> [DocumentWindow] {
        applicationWindows().compactMap { GObjectAttachment.object(of: $0, as: DocumentWindow.self) }
    }

    /// Every window of the application, dialogs included, most recently focused first.
    private func applicationWindows() -> [UnsafeMutablePointer<GtkWindow>] {
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node = gtk_application_get_windows(application)
        while let current = node {
            // GTK's list of the application's windows.
            if let window = current.pointee.data { windows.append(window.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        return windows
    }
}
