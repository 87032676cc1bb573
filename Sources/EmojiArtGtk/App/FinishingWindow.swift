import ArtModel
import CGtk

/// Shown when the last document window has gone (closed, or the app told to
/// quit) while work the user asked for is still under way: what is being
/// finished, over a pulsing bar. It offers no way to close it; it goes, and
/// the app with it, when the work is done (WorkKeeper).
@MainActor
final class FinishingWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private static let pulseInterval = 0.12  // seconds, as the canvas's progress bar

    init(application: UnsafeMutablePointer<GtkApplication>) {
        let layout = Layout("finishing.ui")
        window = layout.widget("window").window
        gtk_window_set_application(window, application)
        label = layout.widget("what")
        bar = layout.widget("bar")
        Signal.connect(window, .closeRequest) { true }

        var lastPulse = 0.0
        FrameTicker.run(on: bar) { [bar] time in
            if time - lastPulse >= Self.pulseInterval {
                lastPulse = time
                gtk_progress_bar_pulse(bar.cast())
            }
            return true
        }
    }

    /// Shows the window, saying what is being finished, one line each.
    func show(_ descriptions: [String]) {
        gtk_label_set_text(label.cast(), descriptions.joined(separator: "\n"))
        gtk_window_present(window)
    }

    func close() {
        gtk_window_destroy(window)
    }
}
