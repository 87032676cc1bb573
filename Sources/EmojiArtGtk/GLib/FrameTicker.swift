import CGtk

/// Runs `tick` once for every frame of a widget's frame clock, for as long
/// as it returns true (GTK's tick callback, holding the closure until GTK
/// lets go of it).
@MainActor
enum FrameTicker {
    private final class Box {
        let tick: @MainActor () -> Bool
        init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick }
    }

    static func run(on widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor () -> Bool) {
        gtk_widget_add_tick_callback(widget, { _, _, data in
            nonisolated(unsafe) let data = data
            return MainActor.assumeIsolated {
                guard let data else { return 0 }
                return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().tick() ? 1 : 0
            }
        }, Unmanaged.passRetained(Box(tick)).toOpaque()) { data in
            data.map { Unmanaged<Box>.fromOpaque($0).release() }
        }
    }
}
