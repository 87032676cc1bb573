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
    /// the document is safely written. A file another program changed since
    /// the window last read or wrote it is not replaced without asking.
    func save(then done: @escaping @MainActor () -> Void = {}) {
        guard let fileURL else { return saveAs(then: done) }
        write(to: fileURL, replacing: disk.replacing, then: done)
    }

    func saveAs(then done: @escaping @MainActor () -> Void = {}) {
        // The chooser asks before replacing a file that is there.
        DocumentChooser.chooseSaveLocation(suggesting: name, over: window) { [unowned self] url in
            write(to: url, replacing: .anything, then: done)
        }
    }

    private var savingDescription: String {
        localized("Saving “{document}”…", ["document": name])
    }

    /// How a write off the main thread ended.
    private enum Written: Sendable {
        case version(DiskVersion)
        case changedByAnotherProgram
        case failed(String)

        var succeeded: Bool {
            if case .version = self { true } else { false }
        }
    }

    /// Writes off the main thread; the snapshot taken here is what is saved,
    /// and only it is marked as saved. A close asked for meanwhile waits for
    /// it. The window's file is then `url`, at the version written.
    private func write(to url: URL, replacing: AtomicFileWriter.Replacing, then done: @escaping @MainActor () -> Void) {
        Probes.report(.saveStarted)
        let art = document.snapshotToKeep()
        closing.saveStarted()
        workKeeper.run(savingDescription, from: self) { [self] in
            let written = await Task.detached(priority: .userInitiated) { () -> Written in
                do {
                    return .version(try DocumentFile.write(art, to: url, replacing: replacing))
                } catch is AtomicFileWriter.ChangedByAnotherProgram {
                    return .changedByAnotherProgram
                } catch {
                    return .failed(error.localizedDescription)
                }
            }.value
            let wasWaiting = closing.isWaitingForSave
            let closeNow = closing.saveEnded(succeeded: written.succeeded)
            if wasWaiting, !isClosed { canvas.showWork(nil) }
            guard case .version(let version) = written else {
                if !isClosed { watchAfterSave(wrote: nil) }
                if case .failed(let failure) = written {
                    let name = url.deletingPathExtension().lastPathComponent
                    return WorkKeeper.Failure(title: localized("Could Not Save “{document}”", ["document": name]), message: failure)
                }
                if !isClosed { askBeforeReplacing(url, then: done) }
                return nil
            }
            document.markSaved(art)
            Probes.report(.saveFinished)
            RecentDocuments.add(url)
            guard !isClosed else { return nil }
            let savedElsewhere = url != fileURL
            fileURL = url
            watchAfterSave(wrote: version)
            if savedElsewhere { watchFile() }
            updateTitle()
            done()
            if closeNow, !isClosed { gtk_window_close(window) }
            return nil
        }
    }

    /// The save found another program's change it would have replaced.
    private func askBeforeReplacing(_ url: URL, then done: @escaping @MainActor () -> Void) {
        SaveConflictDialog.ask(about: name, over: window) { [weak self] choice in
            switch choice {
            case .saveAnyway: self?.write(to: url, replacing: .anything, then: done)
            case .saveAs: self?.saveAs(then: done)
            case .cancel: break
            }
        }
    }
}
