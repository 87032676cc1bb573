import CGStreamer
import CGtk

/// An instance of a GObject class whose C struct its library keeps private
/// (GtkGesture, GMenu, GdkClipboard…), which Swift therefore sees only as
/// an OpaquePointer: named here by its class where the C function that
/// made or handed it over says what it is (`Opaque<MenuModel>(g_menu_new())`).
/// No other pointer becomes a GPointer, and a debug build checks the name.
struct Opaque<Class: OpaqueClass>: GPointer {
    let raw: UnsafeMutableRawPointer

    init(_ pointer: OpaquePointer) {
        raw = UnsafeMutableRawPointer(pointer)
        assert(g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), Class.type()) != 0,
               "not a \(String(cString: g_type_name(Class.type())))")
    }
}

/// A class (or interface) of the app's opaque GObjects, by its GType.
protocol OpaqueClass {
    static func type() -> GType
}

/// Any GObject, where only its GObject-ness matters (its type's name).
enum GObjectType: OpaqueClass { static func type() -> GType { g_object_get_type() } }
/// Every GtkEventController: gestures, keys, scrolling, drags, drops.
enum EventController: OpaqueClass { static func type() -> GType { gtk_event_controller_get_type() } }
enum MenuModel: OpaqueClass { static func type() -> GType { g_menu_model_get_type() } }
enum MenuItem: OpaqueClass { static func type() -> GType { g_menu_item_get_type() } }
enum SimpleAction: OpaqueClass { static func type() -> GType { g_simple_action_get_type() } }
enum Clipboard: OpaqueClass { static func type() -> GType { gdk_clipboard_get_type() } }
enum DropOffer: OpaqueClass { static func type() -> GType { gdk_drop_get_type() } }
enum GioFile: OpaqueClass { static func type() -> GType { g_file_get_type() } }
enum Paintable: OpaqueClass { static func type() -> GType { gdk_paintable_get_type() } }
enum Display: OpaqueClass { static func type() -> GType { gdk_display_get_type() } }
enum ToolkitSettings: OpaqueClass { static func type() -> GType { gtk_settings_get_type() } }
enum Builder: OpaqueClass { static func type() -> GType { gtk_builder_get_type() } }
enum ListItem: OpaqueClass { static func type() -> GType { gtk_list_item_get_type() } }
enum ListModel: OpaqueClass { static func type() -> GType { g_list_model_get_type() } }
enum ListItemFactory: OpaqueClass { static func type() -> GType { gtk_list_item_factory_get_type() } }
enum FrameClock: OpaqueClass { static func type() -> GType { gdk_frame_clock_get_type() } }
enum TextLayout: OpaqueClass { static func type() -> GType { pango_layout_get_type() } }
enum Toast: OpaqueClass { static func type() -> GType { adw_toast_get_type() } }
enum StyleManager: OpaqueClass { static func type() -> GType { adw_style_manager_get_type() } }
enum GStreamerObject: OpaqueClass { static func type() -> GType { gst_object_get_type() } }
