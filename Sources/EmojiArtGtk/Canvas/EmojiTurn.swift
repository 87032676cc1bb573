import ArtModel
import CGtk

/// An emoji drawn as the document turns it: about its centre, mirrored
/// first, then turned clockwise. The same for the canvas's tiles and live
/// layer, exports, the clipboard's picture and thumbnails.
enum EmojiTurn {
    /// Runs `draw` with `cairo` turned as `emoji` is, about `center` (in
    /// the drawing's own coordinates); an upright emoji costs nothing.
    static func drawing(_ emoji: EmojiArt.Emoji, around center: Point, in cairo: OpaquePointer, _ draw: () -> Void) {
        guard emoji.isTurned else { return draw() }
        cairo_save(cairo)
        cairo_translate(cairo, center.x, center.y)
        cairo_rotate(cairo, Double(emoji.rotation) * .pi / 180)
        if emoji.mirrored { cairo_scale(cairo, -1, 1) }
        cairo_translate(cairo, -center.x, -center.y)
        draw()
        cairo_restore(cairo)
    }

    /// The same for what is added to a GtkSnapshot.
    static func drawing(_ emoji: EmojiArt.Emoji, around center: Point, inSnapshot snapshot: OpaquePointer, _ draw: () -> Void) {
        guard emoji.isTurned else { return draw() }
        gtk_snapshot_save(snapshot)
        var there = graphene_point_t(x: Float(center.x), y: Float(center.y))
        gtk_snapshot_translate(snapshot, &there)
        gtk_snapshot_rotate(snapshot, Float(emoji.rotation))
        if emoji.mirrored { gtk_snapshot_scale(snapshot, -1, 1) }
        var back = graphene_point_t(x: Float(-center.x), y: Float(-center.y))
        gtk_snapshot_translate(snapshot, &back)
        draw()
        gtk_snapshot_restore(snapshot)
    }

    /// What `rect`, a glyph's box about its centre, may cover once turned.
    static func cover(of rect: Rect, for emoji: EmojiArt.Emoji) -> Rect {
        guard emoji.rotation != 0 else { return rect }
        let diagonal = (rect.size.width * rect.size.width + rect.size.height * rect.size.height).squareRoot()
        return Rect(center: rect.center, size: Size(width: diagonal, height: diagonal))
    }
}
