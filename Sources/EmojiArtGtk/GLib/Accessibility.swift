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
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(GTK_ACCESSIBLE_ROLE_DIALOG.rawValue))
        defer { g_value_unset(&value) }
        return "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafePointer(to: &value) { pointer in
                g_object_new_with_properties(type, 1, &names, pointer).cast()
            }
        }
    }

    private static func update(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, to text: String) {
        var value = GValue()
        g_value_init(&value, emojiart_type_string())
        g_value_set_string(&value, text)
        var properties = [property]
        withUnsafePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, pointer)
        }
        g_value_unset(&value)
    }
}
