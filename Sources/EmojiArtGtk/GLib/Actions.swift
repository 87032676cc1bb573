import CGtk

/// GActions with their accelerators. Buttons and menus only ever name an
/// action ("win.save"), so every way of doing a thing is the same thing.
@MainActor
struct ActionGroup {
    /// The GActionMap to add to: a GtkApplication ("app.") or a
    /// GtkApplicationWindow ("win.").
    let map: OpaquePointer
    let prefix: String
    let application: UnsafeMutablePointer<GtkApplication>

    /// Adds a stateless action and returns it, so its sensitivity can change.
    @discardableResult
    func add(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) -> OpaquePointer {
        let action: OpaquePointer = g_simple_action_new(name, nil)
        let reported = "\(prefix).\(name)"
        Signal.connect(action, .activateAction) {
            handler()
            HandledReport.note(reported)
        }
        g_action_map_add_action(map, action)
        g_object_unref(action.raw)
        if !accelerators.isEmpty {
            setAccelerators(accelerators, for: "\(prefix).\(name)")
        }
        return action
    }

    /// Adds an action that takes a whole number ("win.palette-go-to(3)").
    @discardableResult
    func add(_ name: String, _ handler: @escaping @MainActor (Int) -> Void) -> OpaquePointer {
        addTaking(name, type: "i", read: { Int(g_variant_get_int32($0)) }, handler)
    }

    /// Adds an action that takes a string ("app.open-recent('file:///…')").
    @discardableResult
    func add(_ name: String, _ handler: @escaping @MainActor (String) -> Void) -> OpaquePointer {
        addTaking(name, type: "s", read: { g_variant_get_string($0, nil).map { String(cString: $0) } }, handler)
    }

    /// An action whose parameter has GVariant type `type`, read by `read`.
    private func addTaking<Value>(_ name: String, type: String, read: @escaping @MainActor (OpaquePointer) -> Value?,
                                  _ handler: @escaping @MainActor (Value) -> Void) -> OpaquePointer {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        let action: OpaquePointer = g_simple_action_new(name, variantType)
        let reported = "\(prefix).\(name)"
        Signal.connect(action, .activateWithParameter) { parameter in
            defer { HandledReport.note(reported) }
            guard let parameter, let value = read(parameter) else { return }
            handler(value)
        }
        g_action_map_add_action(map, action)
        g_object_unref(action.raw)
        return action
    }

    private func setAccelerators(_ accelerators: [String], for detailedName: String) {
        var cStrings: [UnsafePointer<gchar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        cStrings.withUnsafeBufferPointer { gtk_application_set_accels_for_action(application, detailedName, $0.baseAddress) }
    }

    static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
