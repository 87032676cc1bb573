import CGtk

/// The shapes of the C callbacks the app's signals have (what GTK passes
/// besides the instance and the handler's data). A SignalName carries its
/// shape, and each `Signal.connect` takes names of one shape only, so a
/// handler of the wrong kind for a signal does not compile.
enum SignalShape {
    /// Nothing: "clicked", "destroy".
    enum Plain {}
    /// One pointer the handler does not need: a gesture's event sequence, an
    /// action's parameter, a property's spec.
    enum PointerIgnored {}
    /// Nothing, and returns whether it was handled: "close-request".
    enum Stopping {}
    /// A press count and a position: GtkGestureClick's "pressed".
    enum Press {}
    /// Two doubles, a position or an offset: GtkGestureDrag's "drag-update".
    enum AtPoint {}
    /// A GdkDrop and a position, returning the action: GtkDropTargetAsync's "drag-motion".
    enum DropHover {}
    /// An int: GtkGridView's "activate".
    enum WithInt {}
    /// A string: GtkEmojiChooser's "emoji-picked".
    enum WithText {}
    /// A GVariant: GSimpleAction's "activate" when it takes a parameter.
    enum WithVariant {}
    /// An object: a list item factory's "setup", "bind" and "unbind".
    enum WithObject {}
    /// Each its own: "scroll", "key-pressed", "drop", "open"…, connected by
    /// a function of its own (`Signal.connectScroll`).
    enum Special {}
}

/// A signal: its name, the shape of its C callback, and the class or
/// interface that emits it. Several types have signals of one name and
/// different shapes ("activate" is a GApplication's, a GtkGridView's with
/// a position, a GSimpleAction's with a parameter), so `Signal.connect`
/// connects a name only to an instance of its emitter.
struct SignalName<Shape>: Sendable {
    let name: String
    /// The emitter's GType function, as C has it.
    let emitter: @Sendable () -> GType

    fileprivate init(_ name: String, of emitter: @escaping @Sendable () -> GType) {
        self.name = name
        self.emitter = emitter
    }
}

extension SignalName where Shape == SignalShape.Plain {
    static var destroy: Self { Self("destroy", of: gtk_widget_get_type) }
    static var clicked: Self { Self("clicked", of: gtk_button_get_type) }
    static var textChanged: Self { Self("changed", of: gtk_editable_get_type) }
    static var recentDocumentsChanged: Self { Self("changed", of: gtk_recent_manager_get_type) }
    /// GtkEventControllerMotion's: the pointer left the widget.
    static var pointerLeft: Self { Self("leave", of: gtk_event_controller_motion_get_type) }
    static var clipboardChanged: Self { Self("changed", of: gdk_clipboard_get_type) }
    static var searchChanged: Self { Self("search-changed", of: gtk_search_entry_get_type) }
    static var stopSearch: Self { Self("stop-search", of: gtk_search_entry_get_type) }
    /// GtkSearchEntry's Enter.
    static var activateEntry: Self { Self("activate", of: gtk_search_entry_get_type) }
    static var valueChanged: Self { Self("value-changed", of: gtk_adjustment_get_type) }
    static var startup: Self { Self("startup", of: g_application_get_type) }
    static var activate: Self { Self("activate", of: g_application_get_type) }
    static var shutdown: Self { Self("shutdown", of: g_application_get_type) }
    static var afterPaint: Self { Self("after-paint", of: gdk_frame_clock_get_type) }
    /// AdwToast's Undo.
    static var buttonClicked: Self { Self("button-clicked", of: adw_toast_get_type) }
}

extension SignalName where Shape == SignalShape.PointerIgnored {
    /// GtkDropDown's choice changed (its GParamSpec ignored).
    static var notifySelected: Self { Self("notify::selected", of: gtk_drop_down_get_type) }
    static var begin: Self { Self("begin", of: gtk_gesture_get_type) }
    static var end: Self { Self("end", of: gtk_gesture_get_type) }
    static var cancel: Self { Self("cancel", of: gtk_gesture_get_type) }
    static var dragLeave: Self { Self("drag-leave", of: gtk_drop_target_async_get_type) }
    /// A drag from a GtkDragSource began (its GdkDrag ignored).
    static var dragSourceBegin: Self { Self("drag-begin", of: gtk_drag_source_get_type) }
    static func notify(_ property: String) -> Self { Self("notify::" + property, of: g_object_get_type) }
    /// Any property's change.
    static var notifyAny: Self { Self("notify", of: g_object_get_type) }
}

extension SignalName where Shape == SignalShape.Stopping {
    static var closeRequest: Self { Self("close-request", of: gtk_window_get_type) }
}

extension SignalName where Shape == SignalShape.Press {
    static var pressed: Self { Self("pressed", of: gtk_gesture_click_get_type) }
    static var released: Self { Self("released", of: gtk_gesture_click_get_type) }
}

extension SignalName where Shape == SignalShape.AtPoint {
    static var dragBegin: Self { Self("drag-begin", of: gtk_gesture_drag_get_type) }
    static var dragUpdate: Self { Self("drag-update", of: gtk_gesture_drag_get_type) }
    static var dragEnd: Self { Self("drag-end", of: gtk_gesture_drag_get_type) }
    static var motion: Self { Self("motion", of: gtk_event_controller_motion_get_type) }
    /// The pointer came over the widget (or the widget came under it, as a window raised).
    static var pointerEntered: Self { Self("enter", of: gtk_event_controller_motion_get_type) }
    /// GtkGestureRotate's: the angle, and its change since the fingers landed, in radians.
    static var angleChanged: Self { Self("angle-changed", of: gtk_gesture_rotate_get_type) }
}

extension SignalName where Shape == SignalShape.DropHover {
    static var dragEnter: Self { Self("drag-enter", of: gtk_drop_target_async_get_type) }
    static var dragMotion: Self { Self("drag-motion", of: gtk_drop_target_async_get_type) }
}

extension SignalName where Shape == SignalShape.WithObject {
    static var setup: Self { Self("setup", of: gtk_signal_list_item_factory_get_type) }
    static var bind: Self { Self("bind", of: gtk_signal_list_item_factory_get_type) }
    static var unbind: Self { Self("unbind", of: gtk_signal_list_item_factory_get_type) }
    /// With the row activated.
    static var rowActivated: Self { Self("row-activated", of: gtk_list_box_get_type) }
    /// With the window.
    static var windowRemoved: Self { Self("window-removed", of: gtk_application_get_type) }
}

extension SignalName where Shape == SignalShape.WithInt {
    /// With the position activated.
    static var activatePosition: Self { Self("activate", of: gtk_grid_view_get_type) }
}

extension SignalName where Shape == SignalShape.WithText {
    static var emojiPicked: Self { Self("emoji-picked", of: gtk_emoji_chooser_get_type) }
}

extension SignalName where Shape == SignalShape.WithVariant {
    static var activateWithParameter: Self { Self("activate", of: g_simple_action_get_type) }
}

/// The signals with handlers of their own shape (Signal+Input, `connectOpen`).
extension SignalName where Shape == SignalShape.Special {
    static var scroll: Self { Self("scroll", of: gtk_event_controller_scroll_get_type) }
    static var scaleChanged: Self { Self("scale-changed", of: gtk_gesture_zoom_get_type) }
    static var keyPressed: Self { Self("key-pressed", of: gtk_event_controller_key_get_type) }
    static var drop: Self { Self("drop", of: gtk_drop_target_get_type) }
    static var asyncDrop: Self { Self("drop", of: gtk_drop_target_async_get_type) }
    static var open: Self { Self("open", of: g_application_get_type) }
    static var fileChanged: Self { Self("changed", of: g_file_monitor_get_type) }
}
