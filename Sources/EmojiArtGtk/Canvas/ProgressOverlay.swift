import ArtModel
import CGtk

/// A bar across the top of the canvas while a background is read, fetched,
/// received or converted (determinate when the size is known, pulsing
/// otherwise), with a Stop button for work that can be stopped.
@MainActor
final class ProgressOverlay {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let stopButton: UnsafeMutablePointer<GtkWidget>
    /// While the size is unknown: the bar pulses from a tick callback of its
    /// own, which GTK ends with the bar, so nothing outlives it.
    private var pulsing = false
    private var ticking = false
    private var lastPulse = 0.0
    /// What the Stop button does.
    var onStop: (@MainActor () -> Void)?

    /// The bar document-window.ui declares over the canvas.
    init(in layout: Layout) {
        widget = layout.widget("progress")
        bar = layout.widget("progress-bar")
        stopButton = layout.widget("progress-stop")
        Signal.connect(stopButton, .clicked) { [unowned self] in onStop?() }
    }

    /// `stoppable`: whether the Stop button is offered.
    func show(_ status: BackgroundImporter.Status, stoppable: Bool) {
        pulsing = false
        guard case .working(let description, let fraction) = status else {
            gtk_widget_set_visible(widget, 0)
            return
        }
        gtk_progress_bar_set_text(bar.cast(), description)
        gtk_widget_set_visible(stopButton, stoppable ? 1 : 0)
        gtk_widget_set_visible(widget, 1)
        if let fraction {
            gtk_progress_bar_set_fraction(bar.cast(), fraction)
        } else {
            pulsing = true
            startPulsing()
        }
    }

    private static let pulseInterval = 0.12  // seconds

    private func startPulsing() {
        guard !ticking else { return }
        ticking = true
        FrameTicker.run(on: bar) { [self] time in tick(at: time) }
    }

    /// Returns whether to go on pulsing.
    private func tick(at time: Double) -> Bool {
        guard pulsing else {
            ticking = false
            return false
        }
        if time - lastPulse >= Self.pulseInterval {
            lastPulse = time
            gtk_progress_bar_pulse(bar.cast())
        }
        return true
    }
}
