import CGtk

/// Modal messages with a title, an explanation and an OK button, shown one at
/// a time over their window: a second alert waits until the first is closed.
@MainActor
enum Alert {
    private struct Message {
        let title: String
        let text: String
    }

    /// The alert on screen over one window, and those waiting behind it.
    private final class WindowAlerts {
        var waiting: [Message] = []
        var isShowing = false
    }

    private static var alertsByWindow: [UnsafeMutablePointer<GtkWindow>: WindowAlerts] = [:]

    static func show(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>) {
        let alerts = alertsByWindow[parent] ?? watch(parent)
        alerts.waiting.append(Message(title: title, text: message))
        if !alerts.isShowing { showNext(over: parent) }
    }

    private static func watch(_ parent: UnsafeMutablePointer<GtkWindow>) -> WindowAlerts {
        let alerts = WindowAlerts()
        alertsByWindow[parent] = alerts
        Signal.connect(parent, "destroy") { alertsByWindow[parent] = nil }
        return alerts
    }

    private static func present(_ message: Message, over parent: UnsafeMutablePointer<GtkWindow>) {
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: message.title)
        GObjectProperty.set(dialog, "secondary-text", to: message.text)
        gtk_window_set_title(dialog, message.title)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        gtk_window_set_application(dialog, gtk_window_get_application(parent))
        gtk_window_set_destroy_with_parent(dialog, 1)
        gtk_dialog_add_button(dialog.cast(), "_OK", GTK_RESPONSE_OK.rawValue)
        gtk_dialog_set_default_response(dialog.cast(), GTK_RESPONSE_OK.rawValue)
        Signal.connect(dialog, "response") { (_: Int32) in gtk_window_destroy(dialog) }
        Signal.connect(dialog, "destroy") { showNext(over: parent) }
        gtk_window_present(dialog)
    }

    private static func showNext(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let alerts = alertsByWindow[parent] else { return }
        alerts.isShowing = !alerts.waiting.isEmpty
        guard alerts.isShowing else { return }
        present(alerts.waiting.removeFirst(), over: parent)
    }
}
