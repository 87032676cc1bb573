import CGtk

/// Setting and reading GObject properties by name, for the few that have no
/// function of their own (g_object_set and g_object_get are variadic and do
/// not import).
@MainActor
enum GObjectProperty {
    static func set(_ instance: some GPointer, _ name: String, to text: String) {
        GValues.with(text) { g_object_set_property(instance.object, name, $0) }
    }

    static func bool(_ instance: some GPointer, _ name: String) -> Bool {
        read(instance, name, as: emojiart_type_boolean()) { g_value_get_boolean($0) != 0 }
    }

    static func int(_ instance: some GPointer, _ name: String) -> Int {
        read(instance, name, as: emojiart_type_int()) { Int(g_value_get_int($0)) }
    }

    private static func read<Value>(_ instance: some GPointer, _ name: String, as type: GType,
                                    _ get: (UnsafePointer<GValue>) -> Value) -> Value {
        GValues.with(type) { value in
            g_object_get_property(instance.object, name, value)
            return get(value)
        }
    }
}
