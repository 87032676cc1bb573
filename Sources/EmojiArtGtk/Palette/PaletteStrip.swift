import ArtModel
import CGtk

/// The strip under the canvas: a palette's name and its emojis in a
/// horizontally scrolling row.
@MainActor
final class PaletteStrip {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let nameLabel: UnsafeMutablePointer<GtkWidget>
    private let emojiRow: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(widget, "palette-strip")
        nameLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(nameLabel, "palette-name")
        emojiRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        let scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scroller?.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(scroller?.opaque, emojiRow)
        gtk_widget_set_hexpand(scroller, 1)
        gtk_box_append(widget.cast(), nameLabel)
        gtk_box_append(widget.cast(), scroller)
    }

    func show(_ palette: Palette?) {
        gtk_label_set_text(nameLabel.opaque, palette?.name ?? "")
        while let child = gtk_widget_get_first_child(emojiRow) {
            gtk_box_remove(emojiRow.cast(), child)
        }
        for emoji in palette?.emojiList ?? [] {
            let label = gtk_label_new(emoji)
            gtk_widget_add_css_class(label, "palette-emoji")
            gtk_box_append(emojiRow.cast(), label)
        }
    }
}
