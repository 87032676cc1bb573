import ArtModel
import CGtk
import Foundation

/// The offer, after a crash, of the work that was not saved.
extension EmojiArtApplication {
    /// At the first launch after the app was killed with unsaved changes,
    /// asks about each unsaved document, newest first. A restored document
    /// takes the place of an untouched untitled window, or of its own file's
    /// window if that is open and unchanged.
    func offerRecovery() {
        guard !recoveryOffered else { return }
        recoveryOffered = true
        g_application_hold(application.cast())
        Task {
            defer {
                g_application_release(application.cast())
                Probes.report(.recoveryOffered)
            }
            let (contents, damaged, onDisk) = await Task.detached(priority: .userInitiated) { [recovery] in
                let contents = recovery.contents()
                // The version of each record's file on disk now.
                let onDisk = Dictionary(uniqueKeysWithValues: contents.records.map { id, record in
                    (id, record.documentURL.flatMap(DiskVersion.of))
                })
                return (contents, contents.unreadable.map { (try? recovery.setAside($0)) ?? $0 }, onDisk)
            }.value
            for (id, record) in contents.records {
                guard let parent = documentWindows().first else { return }
                let now = onDisk[id] ?? nil
                switch await RecoveryDialog.ask(about: record, fileChanged: record.fileChanged(onDiskNow: now), over: parent.window) {
                case .restore:
                    let windows = documentWindows()
                    let replaced = WindowRules.replacedByRestoring(record.documentURL, in: windows.map(\.facts))
                    // A record that kept no version was made over the file as it is, as far as anyone can tell.
                    makeWindow(EmojiArtDocument(recovered: record.document), fileURL: record.documentURL,
                               diskVersion: record.diskVersion ?? now, restoredID: id)
                    for index in replaced { gtk_window_close(windows[index].window) }
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
}
