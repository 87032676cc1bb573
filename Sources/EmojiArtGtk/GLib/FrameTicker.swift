import CGtk

/// Runs `tick` once for every frame of a widget's frame clock, with the
/// frame's time in seconds, for as long as it returns true (GTK's tick
/// callback; what `tick` holds is held until then).
@MainActor
enum FrameTicker {
    private final class Box {
        let tick: @MainActor (Double) -> Bool
        init(_ tick: @escaping @MainActor (Double) -> Bool) { self.tick = tick }
    }

    static func run(on widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (_ frameTime: Double) -> Bool) {
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            nonisolated(unsafe) let (clock, data) = (clock, data)
            return MainActor.assumeIsolated {
                guard let clock, let data else { return 0 }
                let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().tick(time) ? 1 : 0
            }
        }, Unmanaged.passRetained(Box(tick)).toOpaque()) { data in
            data.map { Unmanaged<Box>.fromOpaque($0).release() }
        }
    }
}
