import CGtk
@testable import EmojiArtGtk

/// A real GLib main loop for a test, on the main thread as the app's runs,
/// with the main actor bridged into it.
enum MainLoop {
    /// Runs `body` in the loop until it returns; nil if it takes 10 s.
    @MainActor
    static func run<Value>(_ body: @escaping @MainActor () async -> Value) -> Value? {
        MainLoopBridge.install()
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        var value: Value?
        Task { @MainActor in
            value = await body()
            g_main_loop_quit(loop)
        }
        let timeout = g_timeout_add(10_000, { loop in g_main_loop_quit(OpaquePointer(loop)); return 0 }, UnsafeMutableRawPointer(loop))
        g_main_loop_run(loop)
        if value != nil { g_source_remove(timeout) }
        return value
    }
}
