import ArtModel
import CGtk
import Foundation

/// Export as PNG and Copy as Image, with progress over the canvas. Both run
/// to their end if the window goes first (WorkKeeper).
extension DocumentWindow {
    func exportPNG() {
        DocumentChooser.chooseExportLocation(suggesting: name, over: window) { [unowned self] url in
            let art = document.snapshotToKeep(), fetched = importer.fetched
            export(localized("Exporting “{file}”…", ["file": url.lastPathComponent]),
                   failureTitle: localized("Could Not Export “{file}”", ["file": url.lastPathComponent])) { () throws(ExportFailure) in
                try await DocumentExport.writePNG(of: art, fetched: fetched, to: url)
            }
        }
    }

    /// The same picture as Export as PNG, on the clipboard.
    func copyAsImage() {
        let art = document.snapshotToKeep(), fetched = importer.fetched
        // The display's clipboard, held now: the window may be closed by the time the picture is ready.
        let clipboard = gtk_widget_get_clipboard(window.widget).map { ObjectReference(retaining: Opaque<Clipboard>($0)) }
        export(localized("Copying the picture…"), failureTitle: localized("Could Not Copy the Picture")) { () throws(ExportFailure) in
            let picture = try await DocumentExport.picture(of: art, fetched: fetched)
            guard let texture = picture.texture(), let clipboard else {
                throw .notWritten(localized("The picture could not be put on the clipboard."))
            }
            gdk_clipboard_set_texture(clipboard.opaque, texture.pointer)
        }
    }

    /// Runs an export with a progress bar over the canvas while the window is there.
    private func export(_ description: String, failureTitle: String,
                        _ work: @escaping @MainActor () async throws(ExportFailure) -> Void) {
        canvas.showWork(description)
        workKeeper.run(description, from: self) { [self] in
            var failure: WorkKeeper.Failure?
            do throws(ExportFailure) {
                try await work()
            } catch {
                failure = WorkKeeper.Failure(title: failureTitle, message: error.message)
            }
            if !isClosed { canvas.showWork(nil) }
            return failure
        }
    }
}
