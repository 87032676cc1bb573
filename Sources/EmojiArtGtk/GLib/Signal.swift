import CGtk

/// Signal connections that own their Swift closure and release it when GTK
/// drops the handler (the destroy notify), so nothing leaks and nothing is
/// freed early. Every GTK callback arrives on the main thread. Names carry
/// the shape of their C callback (SignalName), and each `connect` takes
/// only names of its own shape, so the trampoline always finds the handler
/// type it was connected with.
@MainActor
enum Signal {
    static func connect<Handler, Shape>(_ instance: some GPointer, _ signal: SignalName<Shape>, _ handler: Handler,
                                        trampoline: GCallback) -> gulong {
        guard emits(instance, signal) else {
            assertionFailure("\(signal.name) is not a signal of \(String(cString: g_type_name_from_instance(instance.cast())))")
            return 0  // a handler of another shape than the signal's must never be called
        }
        return g_signal_connect_data(instance.object, signal.name, trampoline, CallbackBox.retained(handler), { box, _ in
            AnyCallbackBox.release(box)
        }, GConnectFlags(rawValue: 0))
    }

    /// Whether `instance` is of the type that emits `signal`.
    static func emits<Shape>(_ instance: some GPointer, _ signal: SignalName<Shape>) -> Bool {
        g_type_check_instance_is_a(instance.cast(), signal.emitter()) != 0
    }

    /// The handler a trampoline was connected with (`connect` made the box
    /// with this very type).
    static func handler<Handler>(_ box: gpointer?, as _: Handler.Type = Handler.self) -> Handler? {
        guard let box else { return nil }
        return CallbackBox<Handler>.lent(box)
    }

    typealias Plain = @MainActor () -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.Plain>, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, box in
            MainActor.assumeIsolated { Signal.handler(box, as: Plain.self)?() }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.PointerIgnored>,
                        _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, box in
            MainActor.assumeIsolated { Signal.handler(box, as: Plain.self)?() }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithObject = @MainActor (OpaquePointer) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.WithObject>,
                        _ handler: @escaping WithObject) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, box in
            // GTK emits on the main thread: the pointer is carried into assumeIsolated.
            nonisolated(unsafe) let object = object
            MainActor.assumeIsolated {
                guard let object else { return }
                Signal.handler(box, as: WithObject.self)?(OpaquePointer(object))
            }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithText = @MainActor (String) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.WithText>,
                        _ handler: @escaping WithText) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, text, box in
            let text = text.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { Signal.handler(box, as: WithText.self)?(text) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithVariant = @MainActor (OpaquePointer?) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.WithVariant>,
                        _ handler: @escaping WithVariant) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, box in
            // GTK emits on the main thread: the pointer is carried into assumeIsolated.
            nonisolated(unsafe) let parameter = parameter
            MainActor.assumeIsolated { Signal.handler(box, as: WithVariant.self)?(parameter) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Stopping = @MainActor () -> Bool

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.Stopping>,
                        _ handler: @escaping Stopping) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, box in
            MainActor.assumeIsolated { (Signal.handler(box, as: Stopping.self)?() ?? false) ? 1 : 0 }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithInt = @MainActor (Int32) -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ signal: SignalName<SignalShape.WithInt>,
                        _ handler: @escaping WithInt) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, box in
            MainActor.assumeIsolated { Signal.handler(box, as: WithInt.self)?(value) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Open = @MainActor ([OpaquePointer]) -> Void

    /// GApplication's "open": the files to open.
    @discardableResult
    static func connectOpen(_ application: some GPointer, _ handler: @escaping Open) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, box in
            let list = (0..<Int(max(count, 0))).compactMap { files?[$0] }
            MainActor.assumeIsolated { Signal.handler(box, as: Open.self)?(list) }
        }
        return connect(application, SignalName.open, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

/// A connection that lasts exactly as long as this token, for a signal of
/// an object that outlives whoever handles it (the application-wide
/// recent-files manager): the token's owner keeps it, and when the owner
/// goes, the handler is disconnected, as g_signal_connect_object does.
final class SignalConnection {
    private let instance: ObjectReference
    private let id: gulong

    init<Instance: GPointer>(on instance: Instance, _ connect: (Instance) -> gulong) {
        self.instance = ObjectReference(retaining: instance)
        id = connect(instance)
    }

    deinit { g_signal_handler_disconnect(instance.object, id) }
}
