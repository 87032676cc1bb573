import ArtModel
import CGtk

/// A bar across the top of the canvas while a background is read, fetched
/// or converted: determinate when the size is known, pulsing otherwise.
@MainActor
final class ProgressOverlay {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private var pulse: Task<Void, Never>?

    init() {
        bar = gtk_progress_bar_new()
        gtk_progress_bar_set_show_text(bar.cast(), 1)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(widget, "osd")
        gtk_widget_add_css_class(widget, "background-progress")
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_box_append(widget.cast(), bar)
        gtk_widget_set_visible(widget, 0)
    }

    func show(_ status: BackgroundImporter.Status) {
        pulse?.cancel()
        pulse = nil
        guard case .working(let description, let fraction) = status else {
            gtk_widget_set_visible(widget, 0)
            return
        }
        gtk_progress_bar_set_text(bar.cast(), description)
        gtk_widget_set_visible(widget, 1)
        if let fraction {
            gtk_progress_bar_set_fraction(bar.cast(), fraction)
        } else {
            pulse = Task { [bar] in
                while !Task.isCancelled {
                    gtk_progress_bar_pulse(bar.cast())
                    try? await Task.sleep(for: .milliseconds(120))
                }
            }
        }
    }
}
