import ArtModel
import CGtk
import Foundation

/// Documents opened from the command line, the file chooser, Open Recent
/// or the desktop, photos opened with the app (a new untitled document over
/// each), and what is said when one cannot be.
extension EmojiArtApplication {
    /// Reads and checks each file off the main thread, then opens a window
    /// for it or says why it cannot be opened.
    func open(_ files: [OpaquePointer]) {
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
                let windows = documentWindows()
                if let open = WindowRules.alreadyOpen(url, in: windows.map(\.facts)) {
                    windows[open].present()
                    Probes.report(.documentOpened(url, alreadyOpen: true))
                    continue
                }
                let kind = await Task.detached(priority: .userInitiated) {
                    OpenedFile(firstBytes: (try? FileHandle(forReadingFrom: url).read(upToCount: 64)) ?? Data())
                }.value
                if kind == .photo {
                    // The photo becomes the background, as a drop of it would: one step to undo, the file untouched.
                    openUntitledWindow().importer.importFile(url)
                    Probes.report(.documentOpened(url, alreadyOpen: false))
                    continue
                }
                let result = await Task.detached(priority: .userInitiated) {
                    Result { () throws(DocumentReadError) in try DocumentFile.readWithVersion(from: url) }
                }.value
                switch result {
                case .success(let read):
                    makeWindow(EmojiArtDocument(read.art), fileURL: url, diskVersion: read.version)
                case .failure(let error):
                    showOpenError(fileName: url.lastPathComponent, message: error.message)
                }
                Probes.report(.documentOpened(url, alreadyOpen: false))
            }
            offerRecovery()
        }
    }

    /// The alert goes over a document window; if the app was started only for
    /// this file, an untitled one opens behind it so the app stays usable.
    func showOpenError(fileName: String, message: String) {
        let parent = documentWindows().first?.window ?? openUntitledWindow().window
        Alert.show(title: localized("Could Not Open “{file}”", ["file": fileName]), message: message, over: parent)
    }
}
