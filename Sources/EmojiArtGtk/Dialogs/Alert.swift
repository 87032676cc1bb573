import ArtModel
import CGtk

/// Every alert the app shows: a title, a message and OK, over a window; one
/// at a time per window, and never the same one twice (AlertQueue decides).
@MainActor
enum Alert {
    private final class Queue {
        var alerts = AlertQueue()
    }

    private static var queues: [UnsafeMutablePointer<GtkWindow>: Queue] = [:]

    static func show(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>) {
        let queue = queues[parent] ?? watch(parent)
        if let alert = queue.alerts.add(AlertQueue.Alert(title: title, message: message)) {
            present(alert, over: parent)
        }
    }

    private static func watch(_ parent: UnsafeMutablePointer<GtkWindow>) -> Queue {
        let queue = Queue()
        queues[parent] = queue
        Signal.connect(parent, "destroy") { queues[parent] = nil }
        return queue
    }

    private static func present(_ alert: AlertQueue.Alert, over parent: UnsafeMutablePointer<GtkWindow>) {
        let dialog = MessageDialog.present(title: alert.title, message: alert.message, over: parent,
                                           buttons: [.init(label: localized("_OK"), response: GTK_RESPONSE_OK.rawValue)],
                                           defaultResponse: GTK_RESPONSE_OK.rawValue) { _ in }
        Signal.connect(dialog, "destroy") {
            if let next = queues[parent]?.alerts.dismiss() { present(next, over: parent) }
        }
    }
}
