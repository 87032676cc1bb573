import CGtk

/// Asks before something that cannot be taken back: Cancel, or a
/// destructive button that does it.
@MainActor
enum Confirmation {
    static func ask(_ title: String, detail: String, confirm: String, over parent: UnsafeMutablePointer<GtkWindow>,
                    then action: @escaping @MainActor () -> Void) {
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: title)
        GObjectProperty.set(dialog, "secondary-text", to: detail)
        gtk_window_set_title(dialog, title)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        gtk_window_set_destroy_with_parent(dialog, 1)
        gtk_dialog_add_button(dialog.cast(), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        let confirmButton = gtk_dialog_add_button(dialog.cast(), confirm, GTK_RESPONSE_ACCEPT.rawValue)
        gtk_widget_add_css_class(confirmButton, "destructive-action")
        gtk_dialog_set_default_response(dialog.cast(), GTK_RESPONSE_CANCEL.rawValue)
        Signal.connect(dialog, "response") { (response: Int32) in
            gtk_window_destroy(dialog)
            if response == GTK_RESPONSE_ACCEPT.rawValue { action() }
        }
        gtk_window_present(dialog)
    }
}
