import CGtk

/// A modal message with a title, an explanation and an OK button.
@MainActor
enum Alert {
    static func show(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>?) {
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: title)
        GObjectProperty.set(dialog, "secondary-text", to: message)
        gtk_window_set_title(dialog, title)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        if let parent {
            gtk_window_set_application(dialog, gtk_window_get_application(parent))
        }
        gtk_dialog_add_button(dialog.cast(), "_OK", GTK_RESPONSE_OK.rawValue)
        gtk_dialog_set_default_response(dialog.cast(), GTK_RESPONSE_OK.rawValue)
        Signal.connect(dialog, "response") { (_: Int32) in gtk_window_destroy(dialog) }
        gtk_window_present(dialog)
    }
}
