import ArtModel
import CGtk

/// The frame the palette dialogs share: a window over its parent with a
/// header bar whose Close button, like Escape, closes it (the original's
/// `dismissable`).
@MainActor
enum DialogWindow {
    /// `dismiss` labels the button that closes it, and gives its tooltip.
    static func make(title: String, over parent: UnsafeMutablePointer<GtkWindow>, width: Int32, height: Int32,
                     dismiss: (label: String, tooltip: String) = (localized("_Close"), localized("Close (Escape)")))
        -> (window: UnsafeMutablePointer<GtkWindow>, header: UnsafeMutablePointer<GtkWidget>) {
        let window = Accessibility.dialogWindow()
        gtk_window_set_title(window, title)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_application(window, gtk_window_get_application(parent))
        gtk_window_set_default_size(window, width, height)

        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_title_buttons(header.cast(), 0)
        let close = gtk_button_new_with_mnemonic(dismiss.label)!
        gtk_actionable_set_action_name(close.cast(), "window.close")
        gtk_widget_set_tooltip_text(close, dismiss.tooltip)
        gtk_header_bar_pack_start(header.cast(), close)
        gtk_window_set_titlebar(window, header)

        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(shortcuts.cast(), GTK_SHORTCUT_SCOPE_MANAGED)
        gtk_shortcut_controller_add_shortcut(shortcuts.cast(),
            gtk_shortcut_new(gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)),
                             gtk_named_action_new("window.close")))
        gtk_widget_add_controller(window.widget, shortcuts.cast())
        return (window, header)
    }

    /// `child` in a vertically scrolling area that takes the dialog's spare height.
    static func scrolling(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.cast(), child)
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }

    /// A bold heading over a part of a dialog.
    static func heading(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "heading")
        gtk_label_set_xalign(label.cast(), 0)
        return label
    }
}
