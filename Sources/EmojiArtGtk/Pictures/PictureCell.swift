import ArtModel
import CGtk

/// One cell of the picture grid (picture-cell.ui): the thumbnail over the
/// file's name, the name ellipsized in the middle, where names differ most
/// ("IMG_20…31.jpg").
@MainActor
enum PictureCell {
    private static let side = Int32(ThumbnailCache.Size.normal.pixels)

    static func make(in item: OpaquePointer) {
        let layout = Layout("picture-cell.ui")
        // A thumbnail's side, as the freedesktop cache makes them.
        gtk_widget_set_size_request(layout.widget("picture"), side, side)
        gtk_list_item_set_child(item, layout.widget("cell"))
    }

    static func parts(of item: OpaquePointer) -> (picture: UnsafeMutablePointer<GtkWidget>, name: UnsafeMutablePointer<GtkWidget>)? {
        guard let cell = gtk_list_item_get_child(item), let picture = gtk_widget_get_first_child(cell),
              let name = gtk_widget_get_next_sibling(picture) else { return nil }
        return (picture, name)
    }

    /// The icon theme's "missing image", in place of a thumbnail.
    static func showPlaceholder(in picture: UnsafeMutablePointer<GtkWidget>) {
        guard let display = gtk_widget_get_display(picture), let theme = gtk_icon_theme_get_for_display(display),
              let found = gtk_icon_theme_lookup_icon(theme, "image-missing", nil, 64, 1, GTK_TEXT_DIR_NONE,
                                                     GtkIconLookupFlags(rawValue: 0)) else { return }
        let icon = ObjectReference(taking: Opaque<Paintable>(found))
        gtk_picture_set_paintable(picture.cast(), icon.opaque)
    }
}
