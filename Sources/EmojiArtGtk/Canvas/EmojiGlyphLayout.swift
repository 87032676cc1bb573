import ArtModel
import CGtk

/// One emoji laid out by Pango at a pixel size: what both the canvas's glyph
/// textures and the exported picture draw, so they look the same. Use it on
/// one thread (Pango's default font map is per thread).
package final class EmojiGlyphLayout {
    private let layout: ObjectReference
    /// The glyph's box, relative to where the layout is drawn.
    let logical: PangoRectangle

    package init?(_ text: String, pixelSize: Double) {
        guard let made = pango_font_map_create_context(pango_cairo_font_map_get_default()) else { return nil }
        let context = ObjectReference(taking: Opaque<GObjectType>(made))
        guard let made = pango_layout_new(context.opaque) else { return nil }
        let layout = ObjectReference(taking: Opaque<TextLayout>(made))
        let font = pango_font_description_from_string("emoji")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, pixelSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout.opaque, font)
        pango_layout_set_text(layout.opaque, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout.opaque, nil, &logical)
        self.layout = layout
        self.logical = logical
    }

    /// Draws the glyph with its box's top left corner at (x, y).
    func draw(into cairo: OpaquePointer, x: Double, y: Double) {
        cairo_move_to(cairo, x - Double(logical.x), y - Double(logical.y))
        pango_cairo_show_layout(cairo, layout.opaque)
    }

    /// Draws the glyph with its box centred on `center`, as the canvas places emojis.
    func draw(into cairo: OpaquePointer, centeredOn center: Point) {
        draw(into: cairo, x: center.x - Double(logical.width) / 2, y: center.y - Double(logical.height) / 2)
    }

    /// The same, as a text node of a GtkSnapshot.
    @MainActor
    package func append(to snapshot: OpaquePointer, centeredOn center: Point) {
        var origin = graphene_point_t(x: Float(center.x - Double(logical.width) / 2 - Double(logical.x)),
                                      y: Float(center.y - Double(logical.height) / 2 - Double(logical.y)))
        var black = GdkRGBA(0, 0, 0)
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &origin)
        gtk_snapshot_append_layout(snapshot, layout.opaque, &black)
        gtk_snapshot_restore(snapshot)
    }
}
