import ArtModel
import CGtk

/// Installs GActions, with their accelerators, on a GActionMap (it is no
/// GActionGroup itself). Buttons and menus only ever name an action
/// ("win.save"), so every way of doing a thing is the same thing.
@MainActor
struct ActionInstaller {
    /// The GActionMap to add to: a GtkApplication ("app.") or a
    /// GtkApplicationWindow ("win.").
    let map: OpaquePointer
    let prefix: String
    let application: UnsafeMutablePointer<GtkApplication>

    /// Adds a stateless action of the table, with its accelerators, and
    /// returns it, so its sensitivity can change.
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer {
        let added = add(action, type: nil) { _ in handler() }
        if !action.accelerators.isEmpty {
            setAccelerators(action.accelerators, for: action.detailedName)
        }
        return added
    }

    /// Adds an action that takes a whole number ("win.palette-go-to(3)").
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor (Int) -> Void) -> OpaquePointer {
        add(action, type: "i") { parameter in parameter.map { handler(Int(g_variant_get_int32($0))) } }
    }

    /// Adds an action that takes a string ("app.open-recent('file:///…')").
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor (String) -> Void) -> OpaquePointer {
        add(action, type: "s") { parameter in
            parameter.flatMap { g_variant_get_string($0, nil) }.map { handler(String(cString: $0)) }
        }
    }

    /// An action whose parameter, if any, has GVariant type `type`.
    private func add(_ action: AppAction, type: String?, _ handler: @escaping @MainActor (OpaquePointer?) -> Void) -> OpaquePointer {
        precondition(action.scope.rawValue == prefix)  // an app. action in a window, or the reverse
        let variantType = type.map { g_variant_type_new($0) }
        defer { variantType.map { g_variant_type_free($0) } }
        let added: OpaquePointer = g_simple_action_new(action.name, variantType ?? nil)
        Signal.connect(added, .activateWithParameter) { parameter in
            handler(parameter)
            Probes.report(.actionHandled(detailedName: action.detailedName))
        }
        g_action_map_add_action(map, added)
        g_object_unref(added.raw)
        return added
    }

    private func setAccelerators(_ accelerators: [String], for detailedName: String) {
        CStringArray.with(accelerators) { gtk_application_set_accels_for_action(application, detailedName, $0) }
    }

    static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}

/// Menus of actions, each item under its action's label.
@MainActor
enum ActionMenu {
    /// A new GMenu (the caller owns it).
    static func make(_ actions: [AppAction]) -> OpaquePointer {
        let menu: OpaquePointer = g_menu_new()
        append(actions, to: menu)
        return menu
    }

    static func append(_ actions: [AppAction], to menu: OpaquePointer) {
        for action in actions { append(action, to: menu) }
    }

    /// The item under `label`, or the action's own label; an action hidden
    /// when disabled is left out of the menu while it is.
    static func append(_ action: AppAction, label: String? = nil, to menu: OpaquePointer) {
        let item = g_menu_item_new(label ?? action.label, action.detailedName)
        if action.hiddenWhenDisabled {
            g_menu_item_set_attribute_value(item, "hidden-when", g_variant_new_string("action-disabled"))
        }
        g_menu_append_item(menu, item)
        g_object_unref(item?.raw)
    }
}
