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
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: alert.title)
        GObjectProperty.set(dialog, "secondary-text", to: alert.message)
        gtk_window_set_title(dialog, alert.title)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        gtk_window_set_application(dialog, gtk_window_get_application(parent))
        gtk_window_set_destroy_with_parent(dialog, 1)
        gtk_dialog_add_button(dialog.cast(), "_OK", GTK_RESPONSE_OK.rawValue)
        gtk_dialog_set_default_response(dialog.cast(), GTK_RESPONSE_OK.rawValue)
        Signal.connect(dialog, "response") { (_: Int32) in gtk_window_destroy(dialog) }
        Signal.connect(dialog, "destroy") {
            if let next = queues[parent]?.alerts.dismiss() { present(next, over: parent) }
        }
        gtk_window_present(dialog)
    }
}
