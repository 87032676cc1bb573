import ArtModel
import CGtk

/// A palette's emojis in a horizontally scrolling row. Each emoji can be
/// dragged onto the canvas, or clicked (or activated from the keyboard) to
/// add it to the middle of it. Another palette slides in (GtkStack, which
/// shows it at once when the desktop's animations are off); the same
/// palette, edited, changes in place.
@MainActor
final class PaletteStrip {
    /// A GtkStack, declared in document-window.ui.
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var emojiRow: UnsafeMutablePointer<GtkWidget>?
    private var shownID: Palette.ID?
    private let onActivate: @MainActor (String) -> Void

    init(stack: UnsafeMutablePointer<GtkWidget>, onActivate: @escaping @MainActor (String) -> Void) {
        widget = stack
        self.onActivate = onActivate
    }

    func show(_ palette: Palette?) {
        if let emojiRow, palette?.id == shownID {
            while let child = gtk_widget_get_first_child(emojiRow) {
                gtk_box_remove(emojiRow.cast(), child)
            }
            fill(emojiRow, with: palette)
            return
        }
        // Only the page going out is kept, while it slides away.
        let visible = gtk_stack_get_visible_child(widget.cast())
        var page = gtk_widget_get_first_child(widget)
        while let current = page {
            page = gtk_widget_get_next_sibling(current)
            if current != visible { gtk_stack_remove(widget.cast(), current) }
        }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(row, "palette-strip-row")
        fill(row, with: palette)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(scroller.cast(), row)
        gtk_stack_add_child(widget.cast(), scroller)
        gtk_stack_set_visible_child(widget.cast(), scroller)
        emojiRow = row
        shownID = palette?.id
    }

    private func fill(_ row: UnsafeMutablePointer<GtkWidget>, with palette: Palette?) {
        for emoji in palette?.emojiList ?? [] {
            gtk_box_append(row.cast(), makeButton(for: emoji))
        }
    }

    private func makeButton(for emoji: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(emoji)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "palette-emoji")
        gtk_widget_set_tooltip_text(button, localized("Drag onto the picture, or click to add it in the middle"))
        Signal.connect(button, .clicked) { [onActivate] in onActivate(emoji) }

        let source = DragSource.text(emoji)
        if let label = gtk_button_get_child(button.cast()) {
            let icon = ObjectReference(taking: Opaque<Paintable>(gtk_widget_paintable_new(label)))
            gtk_drag_source_set_icon(source.cast(), icon.opaque, 16, 16)
        }
        gtk_widget_add_controller(button, source.cast())
        return button
    }
}
