import ArtModel
import CGtk

/// The few GtkSnapshot calls the canvas makes, in Swift terms.
extension GdkRGBA {
    init(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    init(_ colour: CanvasStyle.Colour) {
        self.init(Float(colour.red), Float(colour.green), Float(colour.blue), Float(colour.alpha))
    }
}

@MainActor
package enum SnapshotDrawing {
    static func fill(_ snapshot: OpaquePointer, _ rect: Rect, _ color: GdkRGBA) {
        var area = graphene_rect_t(rect)
        var color = color
        gtk_snapshot_append_color(snapshot, &color, &area)
    }

    /// How every canvas frame starts: a clip to the view and the style's
    /// field under everything. The caller pops the clip (`gtk_snapshot_pop`) when done.
    package static func beginFrame(_ snapshot: OpaquePointer, size: Size, style: CanvasStyle) {
        let bounds = Rect(origin: .zero, size: size)
        var clip = graphene_rect_t(bounds)
        gtk_snapshot_push_clip(snapshot, &clip)
        fill(snapshot, bounds, GdkRGBA(style.field))
    }

    package static func texture(_ snapshot: OpaquePointer, _ texture: Texture, in rect: Rect) {
        var area = graphene_rect_t(rect)
        gtk_snapshot_append_texture(snapshot, texture.pointer, &area)
    }

    /// A border of `width` drawn inside `rect`, with rounded corners.
    static func border(_ snapshot: OpaquePointer, _ rect: Rect, width: Float, radius: Float, _ color: GdkRGBA) {
        var area = graphene_rect_t(rect)
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &area, radius)
        var widths = (width, width, width, width)
        var colors = (color, color, color, color)
        withUnsafePointer(to: &widths) { widthsPointer in
            withUnsafePointer(to: &colors) { colorsPointer in
                gtk_snapshot_append_border(snapshot, &outline,
                                           UnsafeRawPointer(widthsPointer).assumingMemoryBound(to: Float.self),
                                           UnsafeRawPointer(colorsPointer).assumingMemoryBound(to: GdkRGBA.self))
            }
        }
    }
}
