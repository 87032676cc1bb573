import CGtk

/// What assistive technology (a screen reader) is told about a widget.
/// GTK's convenience setters are C varargs, which Swift cannot call; these
/// go through the GValue form.
@MainActor
enum Accessibility {
    /// The name a screen reader says for a widget with only an icon.
    static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        update(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, to: label)
    }

    static func setDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ description: String) {
        update(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: description)
    }

    /// A tooltip for the sighted and the same words as the name for a screen
    /// reader: for buttons that show only an icon.
    static func nameIconButton(_ button: UnsafeMutablePointer<GtkWidget>, _ name: String, tooltip: String? = nil) {
        gtk_widget_set_tooltip_text(button, tooltip ?? name)
        setLabel(button, name)
    }

    /// A new window (a GtkWindow, or `type`) that screen readers announce as
    /// a dialog. The role can only be given when the window is made.
    static func dialogWindow(of type: GType = gtk_window_get_type()) -> UnsafeMutablePointer<GtkWindow> {
        GValues.with(gtk_accessible_role_get_type(), set: { g_value_set_enum($0, gint(GTK_ACCESSIBLE_ROLE_DIALOG.rawValue)) }) { role in
            CStringArray.with(["accessible-role"]) { names in g_object_new_with_properties(type, 1, names, role).cast() }
        }
    }

    private static func update(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, to text: String) {
        var properties = [property]
        GValues.with(text) { gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, $0) }
    }
}
