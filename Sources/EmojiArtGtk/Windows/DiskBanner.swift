import ArtModel
import CGtk

/// A strip across the top of a document window telling what happened to
/// its file on disk (changed by another program, deleted), with the buttons
/// DiskChangeRule gives each notice; it slides away when there is none.
/// libadwaita's AdwBanner (1.3 and later) holds one button, and a change
/// over unsaved work has two answers (Keep Mine, Reload), so this is a
/// revealer of the app's own on every libadwaita, coloured as AdwBanner is
/// (style.css, `.disk-banner`), declared in document-window.ui.
@MainActor
final class DiskBanner {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let buttons: UnsafeMutablePointer<GtkWidget>
    private let strip: UnsafeMutablePointer<GtkWidget>
    private var shown: DiskChangeRule.Notice?

    init(in layout: Layout) {
        widget = layout.widget("banner")
        strip = layout.widget("banner-strip")
        label = layout.widget("banner-text")
        buttons = layout.widget("banner-buttons")
        // Once slid away, it is hidden, so a screen reader no longer finds what it said.
        Signal.connect(widget, .notify("child-revealed")) { [widget, strip] in
            if gtk_revealer_get_child_revealed(widget.cast()) == 0 { gtk_widget_set_visible(strip, 0) }
        }
    }

    /// Shows `notice` about the document called `name`, or slides away.
    func show(_ notice: DiskChangeRule.Notice?, name: String) {
        if let notice {
            gtk_label_set_text(label.cast(), notice.text(name: name))
        }
        if notice != shown, let notice {
            while let child = gtk_widget_get_first_child(buttons) { gtk_box_remove(buttons.cast(), child) }
            // The last button is the one the notice suggests.
            for (index, action) in notice.actions.enumerated() {
                let button = gtk_button_new_with_mnemonic(action.label ?? "")!
                // GTK 4.8 would name it with its mnemonic mark ("_Reload Reload").
                Accessibility.setLabel(button, action.spokenLabel ?? "")
                gtk_actionable_set_action_name(button.cast(), action.detailedName)
                if index == notice.actions.count - 1 { gtk_widget_add_css_class(button, "suggested-action") }
                gtk_box_append(buttons.cast(), button)
            }
        }
        shown = notice
        if notice != nil { gtk_widget_set_visible(strip, 1) }
        gtk_revealer_set_reveal_child(widget.cast(), notice == nil ? 0 : 1)
    }
}
