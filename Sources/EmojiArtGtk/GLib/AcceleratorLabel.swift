import CGtk

/// A shortcut as GTK names it to the reader, in their language ("Ctrl+V").
@MainActor
enum AcceleratorLabel {
    static func text(for accelerator: String) -> String? {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &key, &modifiers)
        guard let label = gtk_accelerator_get_label(key, modifiers) else { return nil }
        defer { g_free(label) }
        return String(cString: label)
    }
}
