import ArtModel
import CGtk

/// The menu a right click on the canvas opens: about the selected emojis, or
/// about the picture as a whole. Its items name window actions.
@MainActor
final class CanvasContextMenu {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let emojiMenu = ActionMenu.make(sections: [
        [.cut, .copy, .duplicate], [.rotateLeft, .rotateRight, .flipHorizontally], [.bringToFront, .sendToBack], [.delete],
    ])
    private let backgroundMenu = ActionMenu.make(sections: [[.paste, .selectAll], [.zoomToFit]])

    init(parent: UnsafeMutablePointer<GtkWidget>) {
        popover = gtk_popover_menu_new_from_model(nil)
        gtk_widget_set_parent(popover, parent)
        gtk_popover_set_has_arrow(popover.cast(), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
    }

    func popUp(at x: Double, y: Double, aboutEmojis: Bool) {
        let menu = aboutEmojis ? emojiMenu : backgroundMenu
        gtk_popover_menu_set_menu_model(popover.opaque, menu.cast())
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(), &point)
        gtk_popover_popup(popover.cast())
    }

    /// A popover's parent must give it its size: the canvas calls this from
    /// its own size_allocate.
    func present() {
        gtk_popover_present(popover.cast())
    }
}
