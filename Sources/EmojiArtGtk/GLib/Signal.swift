import CGtk

/// Signal connections that own their Swift closure and release it when GTK
/// drops the handler (the destroy notify), so nothing leaks and nothing is
/// freed early. Every GTK callback arrives on the main thread.
@MainActor
enum Signal {
    private final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    static func connect<Handler>(_ instance: some GPointer, _ name: String, _ handler: Handler,
                                         trampoline: GCallback) -> gulong {
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        return g_signal_connect_data(instance.object, name, trampoline, box, { box, _ in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }, GConnectFlags(rawValue: 0))
    }

    static func handler<Handler>(_ box: gpointer?) -> Handler? {
        guard let box else { return nil }
        return (Unmanaged<AnyObject>.fromOpaque(box).takeUnretainedValue() as? Box<Handler>)?.handler
    }

    typealias Plain = @MainActor () -> Void

    /// A signal with no arguments and no result: "clicked", "activate", "destroy".
    @discardableResult
    static func connect(_ instance: some GPointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, box in
            MainActor.assumeIsolated { (Signal.handler(box) as Plain?)?() }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A signal with one pointer argument the handler does not need:
    /// GSimpleAction's "activate" (its parameter).
    @discardableResult
    static func connectIgnoringArgument(_ instance: some GPointer, _ name: String, _ handler: @escaping Plain) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, box in
            MainActor.assumeIsolated { (Signal.handler(box) as Plain?)?() }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithText = @MainActor (String) -> Void

    /// A signal with one string argument: GtkEmojiChooser's "emoji-picked".
    @discardableResult
    static func connectText(_ instance: some GPointer, _ name: String, _ handler: @escaping WithText) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, text, box in
            let text = text.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { (Signal.handler(box) as WithText?)?(text) }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithVariant = @MainActor (OpaquePointer?) -> Void

    /// GSimpleAction's "activate" when the action takes a parameter.
    @discardableResult
    static func connectVariant(_ instance: some GPointer, _ name: String, _ handler: @escaping WithVariant) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, box in
            nonisolated(unsafe) let parameter = parameter
            MainActor.assumeIsolated { (Signal.handler(box) as WithVariant?)?(parameter) }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Stopping = @MainActor () -> Bool

    /// A signal that returns whether it was handled: "close-request".
    @discardableResult
    static func connectStopping(_ instance: some GPointer, _ name: String, _ handler: @escaping Stopping) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, box in
            MainActor.assumeIsolated { ((Signal.handler(box) as Stopping?)?() ?? false) ? 1 : 0 }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias WithInt = @MainActor (Int32) -> Void

    /// A signal with one int argument: GtkDialog's "response".
    @discardableResult
    static func connect(_ instance: some GPointer, _ name: String, _ handler: @escaping WithInt) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, box in
            MainActor.assumeIsolated { (Signal.handler(box) as WithInt?)?(value) }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias Open = @MainActor ([OpaquePointer]) -> Void

    /// GApplication's "open": the files to open.
    @discardableResult
    static func connectOpen(_ application: some GPointer, _ handler: @escaping Open) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, box in
            let list = (0..<Int(max(count, 0))).compactMap { files?[$0] }
            MainActor.assumeIsolated { (Signal.handler(box) as Open?)?(list) }
        }
        return connect(application, "open", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
