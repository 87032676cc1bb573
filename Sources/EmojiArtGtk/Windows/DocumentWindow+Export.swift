import ArtModel
import CGtk
import Foundation

/// Export… and Copy as Image, with progress over the canvas. Both run to
/// their end if the window goes first (WorkKeeper).
extension DocumentWindow {
    func exportPicture() {
        let selected = document.selection
        ExportDialog.present(over: window, storage: ExportOptionStorage(settings: settings), name: name,
                             ownSize: canvas.interaction.backgroundSize, hasSelection: !selected.isEmpty) { [unowned self] options, url in
            let art = document.snapshotToKeep().picture(of: options.selectionOnly ? selected : []), fetched = importer.fetched
            export(localized("Exporting “{file}”…", ["file": url.lastPathComponent]),
                   failureTitle: localized("Could Not Export “{file}”", ["file": url.lastPathComponent])) { () throws(ExportFailure) in
                try await DocumentExport.write(art, fetched: fetched, options: options, to: url)
            }
        }
    }

    /// The header bar's handle drags the picture out: the selected emojis alone when there are some.
    func makePictureDraggable(from handle: UnsafeMutablePointer<GtkWidget>) {
        PictureDragSource(on: handle) { [unowned self] in
            .init(art: document.snapshotToKeep().picture(of: document.selection), name: name, fetched: importer.fetched)
        }
    }

    /// The picture is made off the main thread, then GTK's print dialog asks how to print it.
    func printPicture() {
        let art = document.snapshotToKeep(), fetched = importer.fetched, name = name
        export(localized("Preparing to print…"), failureTitle: localized("Could Not Print “{file}”", ["file": name])) { () throws(ExportFailure) in
            let picture = try await DocumentExport.printedPicture(of: art, fetched: fetched)
            guard !self.isClosed else { return }
            PicturePrinter.print(picture, named: name, over: self.window) { [weak self] error in
                guard let self, let error, !isClosed else { return }
                Alert.show(title: localized("Could Not Print “{file}”", ["file": name]), message: error, over: self.window)
            }
        }
    }

    /// The same picture as Export at its own size, on the clipboard.
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
