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
    /// A position or an offset: GtkGestureDrag's "drag-update".
    enum AtPoint {}
    /// A GdkDrop and a position, returning the action: GtkDropTargetAsync's "drag-motion".
    enum DropHover {}
    /// An int: GtkDialog's "response".
    enum WithInt {}
    /// A string: GtkEmojiChooser's "emoji-picked".
    enum WithText {}
    /// A GVariant: GSimpleAction's "activate" when it takes a parameter.
    enum WithVariant {}
    /// An object: a list item factory's "setup", "bind" and "unbind".
    enum WithObject {}
}

struct SignalName<Shape>: Sendable {
    let name: String
    fileprivate init(_ name: String) { self.name = name }
}

extension SignalName where Shape == SignalShape.Plain {
    static var destroy: Self { Self("destroy") }
    static var clicked: Self { Self("clicked") }
    /// GtkEditable's, GtkRecentManager's and GdkClipboard's.
    static var changed: Self { Self("changed") }
    static var searchChanged: Self { Self("search-changed") }
    static var stopSearch: Self { Self("stop-search") }
    /// GtkAdjustment's.
    static var valueChanged: Self { Self("value-changed") }
    /// GtkSearchEntry's Enter.
    static var activateEntry: Self { Self("activate") }
    /// GApplication's.
    static var startup: Self { Self("startup") }
    static var activate: Self { Self("activate") }
    static var shutdown: Self { Self("shutdown") }
    /// GdkFrameClock's.
    static var afterPaint: Self { Self("after-paint") }
    /// AdwToast's Undo.
    static var buttonClicked: Self { Self("button-clicked") }
}

extension SignalName where Shape == SignalShape.PointerIgnored {
    /// GtkDropDown's choice changed (its GParamSpec ignored).
    static var notifySelected: Self { Self("notify::selected") }
    /// GtkGesture's.
    static var begin: Self { Self("begin") }
    static var end: Self { Self("end") }
    static var cancel: Self { Self("cancel") }
    /// GtkDropTargetAsync's.
    static var dragLeave: Self { Self("drag-leave") }
    static func notify(_ property: String) -> Self { Self("notify::" + property) }
    /// Any property's change.
    static var notifyAny: Self { Self("notify") }
}

extension SignalName where Shape == SignalShape.Stopping {
    static var closeRequest: Self { Self("close-request") }
}

extension SignalName where Shape == SignalShape.Press {
    static var pressed: Self { Self("pressed") }
    static var released: Self { Self("released") }
}

extension SignalName where Shape == SignalShape.AtPoint {
    static var dragBegin: Self { Self("drag-begin") }
    static var dragUpdate: Self { Self("drag-update") }
    static var dragEnd: Self { Self("drag-end") }
    /// GtkEventControllerMotion's.
    static var motion: Self { Self("motion") }
}

extension SignalName where Shape == SignalShape.DropHover {
    static var dragEnter: Self { Self("drag-enter") }
    static var dragMotion: Self { Self("drag-motion") }
}

extension SignalName where Shape == SignalShape.WithObject {
    static var setup: Self { Self("setup") }
    static var bind: Self { Self("bind") }
    static var unbind: Self { Self("unbind") }
    /// GtkListBox's, with the row activated.
    static var rowActivated: Self { Self("row-activated") }
    /// GtkApplication's, with the window.
    static var windowRemoved: Self { Self("window-removed") }
}

extension SignalName where Shape == SignalShape.WithInt {
    static var response: Self { Self("response") }
    /// GtkGridView's, with the position activated.
    static var activatePosition: Self { Self("activate") }
}

extension SignalName where Shape == SignalShape.WithText {
    static var emojiPicked: Self { Self("emoji-picked") }
}

extension SignalName where Shape == SignalShape.WithVariant {
    static var activateWithParameter: Self { Self("activate") }
}
