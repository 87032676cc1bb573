import CGtk

/// GValues for one call: the few GTK functions that take or fill a value of
/// any type (properties without a function of their own, content for a
/// drag, an accessible property).
enum GValues {
    /// Calls `body` with a GValue of `type`, first given its value by `set`;
    /// unset after.
    static func with<Result>(_ type: GType, set: (UnsafeMutablePointer<GValue>) -> Void = { _ in },
                             _ body: (UnsafeMutablePointer<GValue>) throws -> Result) rethrows -> Result {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        return try withUnsafeMutablePointer(to: &value) { pointer in
            set(pointer)
            return try body(pointer)
        }
    }

    static func with<Result>(_ text: String, _ body: (UnsafeMutablePointer<GValue>) throws -> Result) rethrows -> Result {
        try with(emojiart_type_string(), set: { g_value_set_string($0, text) }, body)
    }
}
