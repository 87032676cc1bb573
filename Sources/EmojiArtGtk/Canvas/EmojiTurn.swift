import ArtModel
import CGtk
import Foundation

/// How an emoji is turned, as drawn: about its centre, mirrored first, then
/// turned clockwise. The same for the canvas's tiles and live layer,
/// exports, the clipboard's picture and thumbnails. Glyphs are cached
/// turned (keyed by it): cairo paints a turned image four times slower
/// than an upright one, and a drag of a thousand turned emojis took 47 ms
/// a frame.
struct EmojiTurn: Hashable, Sendable {
    let rotation: Int
    let mirrored: Bool

    static let upright = EmojiTurn(rotation: 0, mirrored: false)

    init(rotation: Int, mirrored: Bool) {
        self.rotation = rotation
        self.mirrored = mirrored
    }

    init(_ emoji: EmojiArt.Emoji) {
        self.init(rotation: emoji.rotation, mirrored: emoji.mirrored)
    }

    var isUpright: Bool { self == .upright }

    /// Turns `cairo` about `center` (in its own coordinates).
    func apply(around center: Point, to cairo: OpaquePointer) {
        cairo_translate(cairo, center.x, center.y)
        cairo_rotate(cairo, Double(rotation) * .pi / 180)
        if mirrored { cairo_scale(cairo, -1, 1) }
        cairo_translate(cairo, -center.x, -center.y)
    }

    /// The size of the box around a `size` box turned.
    func bounds(of size: Size) -> Size {
        guard rotation % 180 != 0 else { return size }
        let angle = Double(rotation) * .pi / 180
        let cos = abs(Foundation.cos(angle)), sin = abs(Foundation.sin(angle))
        return Size(width: size.width * cos + size.height * sin, height: size.width * sin + size.height * cos)
    }

    /// Runs `draw` with `cairo` turned as `emoji` is, about `center` (in
    /// the drawing's own coordinates); an upright emoji costs nothing.
    static func drawing(_ emoji: EmojiArt.Emoji, around center: Point, in cairo: OpaquePointer, _ draw: () -> Void) {
        let turn = EmojiTurn(emoji)
        guard !turn.isUpright else { return draw() }
        cairo_save(cairo)
        turn.apply(around: center, to: cairo)
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

    /// What `rect`, a glyph's box about its centre, covers once turned.
    func cover(of rect: Rect) -> Rect {
        Rect(center: rect.center, size: bounds(of: rect.size))
    }
}
