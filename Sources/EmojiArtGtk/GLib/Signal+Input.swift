import CGtk

/// The signals of event controllers and drop targets, one trampoline per C
/// signature.
extension Signal {
    typealias AtPoint = @MainActor (Double, Double) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.AtPoint>, _ handler: @escaping AtPoint) -> gulong {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, box in
            MainActor.assumeIsolated { Signal.handler(box, as: AtPoint.self)?(x, y) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Press = @MainActor (Int32, Double, Double) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.Press>, _ handler: @escaping Press) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, count, x, y, box in
            MainActor.assumeIsolated { Signal.handler(box, as: Press.self)?(count, x, y) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Scroll = @MainActor (Double, Double) -> Bool

    /// GtkEventControllerScroll's "scroll": returns whether it was handled.
    @discardableResult
    static func connectScroll(_ instance: some GPointer, _ handler: @escaping Scroll) -> gulong {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, dx, dy, box in
            MainActor.assumeIsolated { (Signal.handler(box, as: Scroll.self)?(dx, dy) ?? false) ? 1 : 0 }
        }
        return connect(instance, SignalName.scroll, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Scale = @MainActor (Double) -> Void

    /// GtkGestureZoom's "scale-changed".
    @discardableResult
    static func connectScale(_ instance: some GPointer, _ handler: @escaping Scale) -> gulong {
        let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, scale, box in
            MainActor.assumeIsolated { Signal.handler(box, as: Scale.self)?(scale) }
        }
        return connect(instance, SignalName.scaleChanged, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Key = @MainActor (guint, GdkModifierType) -> Bool

    /// GtkEventControllerKey's "key-pressed": key value and modifiers.
    @discardableResult
    static func connectKeyPressed(_ instance: some GPointer, _ handler: @escaping Key) -> gulong {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, box in
            MainActor.assumeIsolated { (Signal.handler(box, as: Key.self)?(keyval, state) ?? false) ? 1 : 0 }
        }
        return connect(instance, SignalName.keyPressed, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Drop = @MainActor (UnsafePointer<GValue>, Double, Double) -> Bool

    /// GtkDropTarget's "drop": the dropped value and where.
    @discardableResult
    static func connectDrop(_ instance: some GPointer, _ handler: @escaping Drop) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = { _, value, x, y, box in
            MainActor.assumeIsolated {
                guard let value else { return 0 }
                return (Signal.handler(box, as: Drop.self)?(value, x, y) ?? false) ? 1 : 0
            }
        }
        return connect(instance, SignalName.drop, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias DropHover = @MainActor (OpaquePointer) -> GdkDragAction

    /// Which action a drop here would take.
    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.DropHover>,
                        _ handler: @escaping DropHover) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gdouble, gdouble, gpointer?) -> GdkDragAction = { _, drop, _, _, box in
            MainActor.assumeIsolated {
                guard let drop else { return GdkDragAction(rawValue: 0) }
                return Signal.handler(box, as: DropHover.self)?(drop) ?? GdkDragAction(rawValue: 0)
            }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias AsyncDrop = @MainActor (OpaquePointer, Double, Double) -> Bool

    /// GtkDropTargetAsync's "drop": the GdkDrop to read and finish, and where.
    @discardableResult
    static func connectAsyncDrop(_ instance: some GPointer, _ handler: @escaping AsyncDrop) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, drop, x, y, box in
            MainActor.assumeIsolated {
                guard let drop else { return 0 }
                return (Signal.handler(box, as: AsyncDrop.self)?(drop, x, y) ?? false) ? 1 : 0
            }
        }
        return connect(instance, SignalName.asyncDrop, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
