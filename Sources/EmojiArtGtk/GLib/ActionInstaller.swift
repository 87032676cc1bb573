import ArtModel
import CGtk

/// Installs GActions, with their accelerators, on a GActionMap (it is no
/// GActionGroup itself). Buttons and menus only ever name an action
/// ("win.save"), so every way of doing a thing is the same thing.
@MainActor
struct ActionInstaller {
    /// The GActionMap to add to: a GtkApplication ("app.") or a
    /// GtkApplicationWindow ("win.").
    private let map: OpaquePointer
    let prefix: String
    let application: UnsafeMutablePointer<GtkApplication>

    init(map: some GPointer, prefix: String, application: UnsafeMutablePointer<GtkApplication>) {
        self.map = map.opaque
        self.prefix = prefix
        self.application = application
    }

    /// Adds a stateless action of the table, with its accelerators, and
    /// returns it, so its sensitivity can change.
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor () -> Void) -> Opaque<SimpleAction> {
        let added = add(action, type: nil) { _ in handler() }
        if !action.accelerators.isEmpty {
            setAccelerators(action.accelerators, for: action.detailedName)
        }
        return added
    }

    /// Adds an action that takes a whole number ("win.palette-go-to(3)").
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor (Int) -> Void) -> Opaque<SimpleAction> {
        add(action, type: "i") { parameter in parameter.map { handler(Int(g_variant_get_int32($0))) } }
    }

    /// Adds an action that takes a string ("app.open-recent('file:///…')").
    @discardableResult
    func add(_ action: AppAction, _ handler: @escaping @MainActor (String) -> Void) -> Opaque<SimpleAction> {
        add(action, type: "s") { parameter in
            parameter.flatMap { g_variant_get_string($0, nil) }.map { handler(String(cString: $0)) }
        }
    }

    /// An action whose parameter, if any, has GVariant type `type`.
    /// The map keeps the action; what is returned is the map's.
    private func add(_ action: AppAction, type: String?, _ handler: @escaping @MainActor (OpaquePointer?) -> Void) -> Opaque<SimpleAction> {
        precondition(action.scope.rawValue == prefix)  // an app. action in a window, or the reverse
        let variantType = type.map { g_variant_type_new($0) }
        defer { variantType.map { g_variant_type_free($0) } }
        let added = ObjectReference(taking: Opaque<SimpleAction>(g_simple_action_new(action.name, variantType ?? nil)))
        Signal.connect(added, .activateWithParameter) { parameter in
            handler(parameter)
            Probes.report(.actionHandled(detailedName: action.detailedName))
        }
        g_action_map_add_action(map, added.opaque)
        return Opaque(added.opaque)
    }

    private func setAccelerators(_ accelerators: [String], for detailedName: String) {
        CStringArray.with(accelerators) { gtk_application_set_accels_for_action(application, detailedName, $0) }
    }

    static func setEnabled(_ action: Opaque<SimpleAction>, _ enabled: Bool) {
        g_simple_action_set_enabled(action.opaque, enabled ? 1 : 0)
    }

    /// `actions`' accelerators for key presses inside `widget` alone: an
    /// AdwDialog blocks the application's accelerators while it is open
    /// (libadwaita 1.7; reproduced with PyGObject: Ctrl+Q quit with no
    /// dialog, and did nothing with one shown).
    static func addShortcuts(for actions: [AppAction], to widget: UnsafeMutablePointer<GtkWidget>) {
        let controller = Opaque<EventController>(gtk_shortcut_controller_new())
        for action in actions {
            for accelerator in action.accelerators {
                guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
                gtk_shortcut_controller_add_shortcut(controller.cast(), gtk_shortcut_new(trigger, gtk_named_action_new(action.detailedName)))
            }
        }
        gtk_widget_add_controller(widget, controller.cast())
    }
}

/// Menus of actions, each item under its action's label, and menus whose
/// items name one action each with another value (Open Recent, Go To).
@MainActor
enum ActionMenu {
    static func make(_ actions: [AppAction] = []) -> ObjectReference {
        let menu = ObjectReference(taking: Opaque<MenuModel>(g_menu_new()))
        for action in actions { append(action, to: menu) }
        return menu
    }

    /// A menu of sections, drawn with separators between them.
    static func make(sections: [[AppAction]]) -> ObjectReference {
        let menu = make()
        for section in sections { appendSection(make(section), to: menu) }
        return menu
    }

    static func appendSection(_ section: ObjectReference, to menu: some GPointer) {
        g_menu_append_section(menu.opaque, nil, section.cast(to: GMenuModel.self))
    }

    /// The item under `label`, or the action's own label; an action hidden
    /// when disabled is left out of the menu while it is.
    static func append(_ action: AppAction, label: String? = nil, to menu: some GPointer) {
        let item = ObjectReference(taking: Opaque<MenuItem>(g_menu_item_new(label ?? action.label, action.detailedName)))
        if action.hiddenWhenDisabled {
            g_menu_item_set_attribute_value(item.opaque, "hidden-when", g_variant_new_string("action-disabled"))
        }
        g_menu_append_item(menu.opaque, item.opaque)
    }

    /// An item under `label` (as a menu reads it: an underscore marks a
    /// mnemonic) that activates `action` with `target` (a floating GVariant, taken over).
    static func append(label: String, action: AppAction, target: OpaquePointer, to menu: some GPointer) {
        let item = ObjectReference(taking: Opaque<MenuItem>(g_menu_item_new(label, nil)))
        g_menu_item_set_action_and_target_value(item.opaque, action.detailedName, target)
        g_menu_append_item(menu.opaque, item.opaque)
    }
}
