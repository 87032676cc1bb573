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
        window = Accessibility.dialogWindow()
        gtk_window_set_application(window, application)
        gtk_window_set_title(window, localized("Finishing"))
        gtk_window_set_deletable(window, 0)
        gtk_window_set_resizable(window, 0)
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_show_title_buttons(header.cast(), 0)
        gtk_window_set_titlebar(window, header)

        label = gtk_label_new(nil)
        gtk_label_set_xalign(label.cast(), 0)
        gtk_widget_add_css_class(label, "heading")
        bar = gtk_progress_bar_new()
        let explanation = gtk_label_new(localized("EmojiArt quits once this is done."))!
        gtk_label_set_xalign(explanation.cast(), 0)
        gtk_widget_add_css_class(explanation, "dim-label")
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                          gtk_widget_set_margin_end] {
            setMargin(content, 24)
        }
        gtk_widget_set_size_request(content, 360, -1)
        for child in [label, bar, explanation] { gtk_box_append(content.cast(), child) }
        gtk_window_set_child(window, content)
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
