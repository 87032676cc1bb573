import CGtk
import Foundation

/// GIO's watch on one file (a GFileMonitor, moves reported as renames):
/// `changed` hears of each event with the file it concerns and, for a
/// rename, where it went. Events stop when this goes.
@MainActor
final class FileMonitor {
    struct Event {
        let file: URL
        let other: URL?
        let isRename: Bool
    }

    private let monitor: ObjectReference

    init?(watching url: URL, changed: @escaping @MainActor (Event) -> Void) {
        let file = ObjectReference(taking: Opaque<GioFile>(g_file_new_for_path(url.path)))
        guard let made = g_file_monitor_file(file.opaque, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        monitor = ObjectReference(taking: made)
        Signal.connectFileChanged(monitor, changed)
    }

    deinit { g_file_monitor_cancel(monitor.cast()) }
}

extension Signal {
    typealias FileChanged = @MainActor (FileMonitor.Event) -> Void

    /// GFileMonitor's "changed": the file, the other file of a rename, the event.
    @discardableResult
    static func connectFileChanged(_ instance: some GPointer, _ handler: @escaping FileChanged) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, file, other, event, box in
            func url(_ file: OpaquePointer?) -> URL? {
                file.flatMap { String(takingGString: g_file_get_path($0)) }.map { URL(fileURLWithPath: $0) }
            }
            guard let changed = url(file) else { return }
            let news = FileMonitor.Event(file: changed, other: url(other), isRename: event == G_FILE_MONITOR_EVENT_RENAMED)
            MainActor.assumeIsolated { Signal.handler(box, as: FileChanged.self)?(news) }
        }
        return connect(instance, SignalName.fileChanged, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
