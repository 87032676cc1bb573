import CGtk

/// Setting GObject properties by name, for the few that have no setter
/// function (g_object_set is variadic and does not import).
@MainActor
enum GObjectProperty {
    static func set(_ instance: some GPointer, _ name: String, to text: String) {
        var value = GValue()
        g_value_init(&value, emojiart_type_string())
        g_value_set_string(&value, text)
        g_object_set_property(instance.object, name, &value)
        g_value_unset(&value)
    }
}
