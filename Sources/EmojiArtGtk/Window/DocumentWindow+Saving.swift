import ArtModel
import CGtk
import Foundation

/// Saving, and the question about unsaved changes when the window closes.
extension DocumentWindow {
    /// Whether the window may close now; otherwise asks about unsaved changes
    /// and closes (or not) once answered, or waits for a save under way.
    func readyToClose() -> Bool {
        switch closing.request(isModified: document.isModified) {
        case .close:
            return true
        case .waitForSave:
            canvas.showWork(savingDescription)
            return false
        case .ask:
            break
        }
        UnsavedChangesDialog.ask(about: name, over: window) { [unowned self] choice in
            switch closing.answer(choice) {
            case .stay:
                return
            case .close:
                gtk_window_close(window)
            case .saveThenClose:
                save { [unowned self] in
                    closing.saved()
                    gtk_window_close(window)
                }
            }
        }
        return false
    }

    /// Saves to the document's file, or asks where first; `then` runs once
    /// the document is safely written.
    func save(then done: @escaping @MainActor () -> Void = {}) {
        guard let fileURL else { return saveAs(then: done) }
        write(to: fileURL, then: done)
    }

    func saveAs(then done: @escaping @MainActor () -> Void = {}) {
        DocumentChooser.chooseSaveLocation(suggesting: name, over: window) { [unowned self] url in
            write(to: url) { [unowned self] in
                fileURL = url
                updateTitle()
                done()
            }
        }
    }

    private var savingDescription: String {
        localized("Saving “{document}”…", ["document": name])
    }

    /// Writes off the main thread; the snapshot taken here is what is saved,
    /// and only it is marked as saved. A close asked for meanwhile waits for it.
    private func write(to url: URL, then done: @escaping @MainActor () -> Void) {
        Probes.report(.saveStarted)
        let art = document.snapshotToKeep()
        closing.saveStarted()
        workKeeper.run(savingDescription, from: self) { [self] in
            let failure = await Task.detached(priority: .userInitiated) { () -> String? in
                do {
                    try DocumentFile.write(art, to: url)
                    return nil
                } catch {
                    return error.localizedDescription
                }
            }.value
            let wasWaiting = closing.isWaitingForSave
            let closeNow = closing.saveEnded(succeeded: failure == nil)
            if wasWaiting, !isClosed { canvas.showWork(nil) }
            if let failure {
                let name = url.deletingPathExtension().lastPathComponent
                return WorkKeeper.Failure(title: localized("Could Not Save “{document}”", ["document": name]), message: failure)
            }
            document.markSaved(art)
            Probes.report(.saveFinished)
            RecentDocuments.add(url)
            guard !isClosed else { return nil }
            updateTitle()
            done()
            if closeNow, !isClosed { gtk_window_close(window) }
            return nil
        }
    }
}
