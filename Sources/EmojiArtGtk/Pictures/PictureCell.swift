import ArtModel
import CGtk

/// One cell of the picture grid: the thumbnail over the file's name, the
/// name ellipsized in the middle, where names differ most ("IMG_20…31.jpg").
@MainActor
enum PictureCell {
    private static let side = Int32(ThumbnailCache.Size.normal.pixels)

    static func make(in item: OpaquePointer) {
        let cell = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let picture = gtk_picture_new()!
        gtk_widget_set_size_request(picture, side, side)
        gtk_picture_set_can_shrink(picture.cast(), 1)
        let name = gtk_label_new(nil)!
        gtk_label_set_ellipsize(name.cast(), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(name.cast(), 16)
        gtk_box_append(cell.cast(), picture)
        gtk_box_append(cell.cast(), name)
        gtk_list_item_set_child(item.cast(), cell)
    }

    static func parts(of item: OpaquePointer) -> (picture: UnsafeMutablePointer<GtkWidget>, name: UnsafeMutablePointer<GtkWidget>)? {
        guard let cell = gtk_list_item_get_child(item.cast()), let picture = gtk_widget_get_first_child(cell),
              let name = gtk_widget_get_next_sibling(picture) else { return nil }
        return (picture, name)
    }

    /// The icon theme's "missing image", in place of a thumbnail.
    static func showPlaceholder(in picture: UnsafeMutablePointer<GtkWidget>) {
        guard let display = gtk_widget_get_display(picture), let theme = gtk_icon_theme_get_for_display(display),
              let icon = gtk_icon_theme_lookup_icon(theme, "image-missing", nil, 64, 1, GTK_TEXT_DIR_NONE,
                                                    GtkIconLookupFlags(rawValue: 0)) else { return }
        gtk_picture_set_paintable(picture.cast(), icon.cast())
        g_object_unref(icon.raw)
    }
}
