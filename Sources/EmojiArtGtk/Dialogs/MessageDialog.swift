import CGtk

/// The modal GtkMessageDialog every question and alert is built on: a title,
/// a sentence under it, and buttons the caller adds.
@MainActor
enum MessageDialog {
    struct Button {
        let label: String
        let response: Int32
        var style: String?
    }

    /// Presents the dialog over `parent`; `answer` gets the chosen button's
    /// response (or a negative GTK response when closed with Escape).
    static func present(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>,
                        buttons: [Button], defaultResponse: Int32,
                        answer: @escaping @MainActor (Int32) -> Void) -> UnsafeMutablePointer<GtkWindow> {
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: title)
        GObjectProperty.set(dialog, "secondary-text", to: message)
        gtk_window_set_title(dialog, title)  // for window lists and screen readers
        // Drawn by GTK (always on Wayland), a message dialog's title bar shows
        // the title a second time above the same words in bold: an empty one.
        let noTitleBar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_set_visible(noTitleBar, 0)
        gtk_window_set_titlebar(dialog, noTitleBar)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        gtk_window_set_application(dialog, gtk_window_get_application(parent))
        gtk_window_set_destroy_with_parent(dialog, 1)
        for button in buttons {
            let widget = gtk_dialog_add_button(dialog.cast(), button.label, button.response)
            if let style = button.style { gtk_widget_add_css_class(widget, style) }
        }
        gtk_dialog_set_default_response(dialog.cast(), defaultResponse)
        Signal.connect(dialog, .response) { (response: Int32) in
            // The dialog is disposed only once this signal is over; when the
            // answer (Discard) closed its parent, its dispose then unset a
            // parent already finalized (gtk_window_set_transient_for in the
            // backtrace, four criticals). So it lets go of the parent now.
            gtk_window_set_transient_for(dialog, nil)
            gtk_window_destroy(dialog)
            answer(response)
            Probes.report(.answered(response: response, title: title))
        }
        gtk_window_present(dialog)
        return dialog
    }
}
