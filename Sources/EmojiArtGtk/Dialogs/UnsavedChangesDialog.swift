import CGtk

/// "Save changes to “name” before closing?": Save, Discard or Cancel.
@MainActor
enum UnsavedChangesDialog {
    enum Choice {
        case save, discard, cancel
    }

    private static let discardResponse: Int32 = 1

    static func ask(about name: String, over parent: UnsafeMutablePointer<GtkWindow>,
                    then decide: @escaping @MainActor (Choice) -> Void) {
        let title = "Save Changes to “\(name)”?"
        let dialog: UnsafeMutablePointer<GtkWindow> = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil).cast()
        GObjectProperty.set(dialog, "text", to: title)
        GObjectProperty.set(dialog, "secondary-text", to: "If you don’t save, your changes are lost.")
        gtk_window_set_title(dialog, title)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_transient_for(dialog, parent)
        gtk_window_set_destroy_with_parent(dialog, 1)
        gtk_dialog_add_button(dialog.cast(), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        let discard = gtk_dialog_add_button(dialog.cast(), "_Discard", discardResponse)
        gtk_widget_add_css_class(discard, "destructive-action")
        let save = gtk_dialog_add_button(dialog.cast(), "_Save", GTK_RESPONSE_ACCEPT.rawValue)
        gtk_widget_add_css_class(save, "suggested-action")
        gtk_dialog_set_default_response(dialog.cast(), GTK_RESPONSE_ACCEPT.rawValue)
        Signal.connect(dialog, "response") { (response: Int32) in
            gtk_window_destroy(dialog)
            switch response {
            case GTK_RESPONSE_ACCEPT.rawValue: decide(.save)
            case discardResponse: decide(.discard)
            default: decide(.cancel)
            }
        }
        gtk_window_present(dialog)
    }
}
