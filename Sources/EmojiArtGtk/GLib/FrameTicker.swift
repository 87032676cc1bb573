import CGtk

/// Runs `tick` once for every frame of a widget's frame clock, with the
/// frame's time in seconds, for as long as it returns true (GTK's tick
/// callback; what `tick` holds is held until then).
@MainActor
package enum FrameTicker {
    package typealias Tick = @MainActor (_ frameTime: Double) -> Bool

    package static func run(on widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping Tick) {
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            // GTK ticks on the main thread: its pointers are carried into assumeIsolated.
            nonisolated(unsafe) let (clock, data) = (clock, data)
            return MainActor.assumeIsolated {
                guard let clock, let data else { return 0 }
                let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                return CallbackBox<Tick>.lent(data)(time) ? 1 : 0
            }
        }, CallbackBox.retained(tick)) { data in
            AnyCallbackBox.release(data)
        }
    }
}
