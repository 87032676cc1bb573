import ArtModel
import CGtk
import Foundation

/// The document's file as other programs change it: GIO's monitor tells of
/// events, a look off the main thread says what is on disk, DiskChangeRule
/// decides, and this applies it (a reload, the banner, a followed rename).
extension DocumentWindow {
    /// Watches the document's file from now on, and looks at it once: it
    /// may have changed since it was read.
    func watchFile() {
        fileMonitor = fileURL.flatMap { url in
            FileMonitor(watching: DiskChangeRule.watchedFile(for: url)) { [weak self] event in self?.fileEvent(event) }
        }
        lookAtDisk()
    }

    func stopWatchingFile() {
        fileMonitor = nil
        diskLook?.cancel()
    }

    private func fileEvent(_ event: FileMonitor.Event) {
        guard let fileURL else { return }
        switch DiskChangeRule.meaning(ofRename: event.isRename, file: event.file, other: event.other, watched: fileURL) {
        case .moved(let place): follow(to: place)
        case .look: lookAtDisk(after: DiskChangeRule.settleDelay)
        }
    }

    /// Looks at the file once the disk has been quiet for `delay`; a save
    /// under way makes it wait for the save (what it writes is the window's own).
    func lookAtDisk(after delay: Duration = .zero) {
        diskLook?.cancel()
        diskLook = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, !Task.isCancelled, !isClosed, let url = fileURL else { return }
            if closing.isSaving {
                lookAfterSave = true
                return
            }
            let basis = disk.known
            let observation = await Task.detached(priority: .utility) { DiskObservation.look(at: url, knowing: basis) }.value
            guard !Task.isCancelled, !isClosed, url == fileURL else { return }
            if closing.isSaving {
                lookAfterSave = true
                return
            }
            apply(disk.observed(observation, basis: basis, isModified: document.isModified, saved: document.savedArt))
            Probes.report(.fileLookedAt(url))
        }
    }

    /// A save ended: the file holds the window's version if it succeeded,
    /// and anything that happened meanwhile is looked at now.
    func watchAfterSave(wrote version: DiskVersion?) {
        if let version { disk.wrote(version) }
        diskBanner.show(disk.notice, name: name)
        if lookAfterSave {
            lookAfterSave = false
            lookAtDisk()
        }
    }

    /// The banner's Reload: what another program wrote, in place of this window's changes.
    func reloadFromDisk() {
        if let art = disk.reload() { document.reload(art, announcing: DiskChangeRule.reloadAnnouncement(name: name)) }
        diskBanner.show(disk.notice, name: name)
    }

    /// The banner's Keep Mine.
    func keepMine() {
        disk.keepMine()
        diskBanner.show(disk.notice, name: name)
    }

    private func apply(_ outcome: DiskChangeRule.Outcome) {
        switch outcome {
        case .none: break
        case .reload(let art): document.reload(art, announcing: DiskChangeRule.reloadAnnouncement(name: name))
        case .lookAgain: lookAtDisk()
        }
        diskBanner.show(disk.notice, name: name)
    }

    /// The file was renamed or moved where the monitor saw it go: the
    /// window's title, Open Recent and the kept view follow it.
    private func follow(to place: URL) {
        let old = fileURL
        fileURL = place
        updateTitle()
        RecentDocuments.move(from: old, to: place)
        keepView()
        watchFile()
    }
}
