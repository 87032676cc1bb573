import CGtk

/// Setting and reading GObject properties by name, for the few that have no
/// function of their own (g_object_set and g_object_get are variadic and do
/// not import).
@MainActor
enum GObjectProperty {
    static func set(_ instance: some GPointer, _ name: String, to text: String) {
        var value = GValue()
        g_value_init(&value, emojiart_type_string())
        g_value_set_string(&value, text)
        g_object_set_property(instance.object, name, &value)
        g_value_unset(&value)
    }

    static func bool(_ instance: some GPointer, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, emojiart_type_boolean())
        g_object_get_property(instance.object, name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_boolean(&value) != 0
    }

    static func int(_ instance: some GPointer, _ name: String) -> Int {
        var value = GValue()
        g_value_init(&value, emojiart_type_int())
        g_object_get_property(instance.object, name, &value)
        defer { g_value_unset(&value) }
        return Int(g_value_get_int(&value))
    }
}
