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
        read(instance, name, as: emojiart_type_boolean()) { g_value_get_boolean($0) != 0 }
    }

    static func int(_ instance: some GPointer, _ name: String) -> Int {
        read(instance, name, as: emojiart_type_int()) { Int(g_value_get_int($0)) }
    }

    private static func read<Value>(_ instance: some GPointer, _ name: String, as type: GType,
                                    _ get: (UnsafePointer<GValue>) -> Value) -> Value {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(instance.object, name, &value)
        return get(&value)
    }
}
