import ArtModel
import CGtk

/// A palette's emojis in a horizontally scrolling row. Each emoji can be
/// dragged onto the canvas, or clicked (or activated from the keyboard) to
/// add it to the middle of it.
@MainActor
final class PaletteStrip {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let emojiRow: UnsafeMutablePointer<GtkWidget>
    private let onActivate: @MainActor (String) -> Void

    init(onActivate: @escaping @MainActor (String) -> Void) {
        self.onActivate = onActivate
        emojiRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(widget.cast(), emojiRow)
        gtk_widget_set_hexpand(widget, 1)
    }

    func show(_ palette: Palette?) {
        while let child = gtk_widget_get_first_child(emojiRow) {
            gtk_box_remove(emojiRow.cast(), child)
        }
        for emoji in palette?.emojiList ?? [] {
            gtk_box_append(emojiRow.cast(), makeButton(for: emoji))
        }
    }

    private func makeButton(for emoji: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(emoji)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "palette-emoji")
        gtk_widget_set_tooltip_text(button, localized("Drag onto the picture, or click to add it in the middle"))
        Signal.connect(button, .clicked) { [onActivate] in onActivate(emoji) }

        let source = DragSource.text(emoji)
        if let label = gtk_button_get_child(button.cast()), let icon = gtk_widget_paintable_new(label) {
            gtk_drag_source_set_icon(source.cast(), icon, 16, 16)
            g_object_unref(icon.raw)
        }
        gtk_widget_add_controller(button, source.cast())
        return button
    }
}
