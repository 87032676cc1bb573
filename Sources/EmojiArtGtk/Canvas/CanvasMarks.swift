import ArtModel
import CGtk

/// The marks drawn over the picture to show what the selection and the
/// keyboard are on: square selection rings, the rotation handle, the
/// focus ring. Round rings are GTK borders (GlyphCacheRenderer).
@MainActor
enum CanvasMarks {
    /// A square ring, each line four rectangles on whole pixels, which
    /// cairo fills as boxes: its halo and then its accent line, drawn ring
    /// after ring as GTK draws borders (a halo hides the accent of a ring
    /// beneath). Filled as a path of frames with holes, a thousand took 50 ms.
    static func fillSquareRing(_ ring: [SelectionRing.Line], deviceScale: Double, into cairo: OpaquePointer) {
        for line in ring {
            let outer = line.rect.snapped(toPixelsOf: deviceScale)
            let width = max((line.width * deviceScale).rounded() / deviceScale, 1 / deviceScale)
            for side in [Rect(x: outer.minX, y: outer.minY, width: outer.size.width, height: width),
                         Rect(x: outer.minX, y: outer.maxY - width, width: outer.size.width, height: width),
                         Rect(x: outer.minX, y: outer.minY + width, width: width, height: outer.size.height - 2 * width),
                         Rect(x: outer.maxX - width, y: outer.minY + width, width: width, height: outer.size.height - 2 * width)] {
                cairo_rectangle(cairo, side.minX, side.minY, side.size.width, side.size.height)
            }
            cairo_set_source_rgba(cairo, line.colour.red, line.colour.green, line.colour.blue, line.colour.alpha)
            cairo_fill(cairo)
        }
    }

    /// A dot on a stem above the selection, in the accent colour with the
    /// rings' halo around it, so it shows on any picture.
    static func drawRotationHandle(at dot: Point, style: CanvasStyle, into snapshot: OpaquePointer) {
        let radius = RotationHandle.radius, halo = 1.5
        let stem = Rect(x: dot.x - 1, y: dot.y + radius, width: 2, height: RotationHandle.distance - radius)
        SnapshotDrawing.fill(snapshot, stem.insetBy(-halo), GdkRGBA(style.ringHalo))
        SnapshotDrawing.fill(snapshot, stem, GdkRGBA(style.accent))
        let outer = Rect(center: dot, size: Size(width: 2 * (radius + halo), height: 2 * (radius + halo)))
        SnapshotDrawing.border(snapshot, outer, width: Float(radius + halo), radius: Float(radius + halo), GdkRGBA(style.ringHalo))
        let inner = Rect(center: dot, size: Size(width: 2 * radius, height: 2 * radius))
        SnapshotDrawing.border(snapshot, inner, width: Float(radius), radius: Float(radius), GdkRGBA(style.accent))
    }

    /// The keyboard's focus ring: two lines of opposite lightness, seen on
    /// any picture, and outside the selection ring so both show at once.
    static func drawFocusRing(into snapshot: OpaquePointer, around box: Rect, style: CanvasStyle) {
        let ring = box.insetBy(-14)
        SnapshotDrawing.border(snapshot, ring, width: 2, radius: 10, GdkRGBA(style.focusOuter))
        SnapshotDrawing.border(snapshot, ring.insetBy(2), width: 2, radius: 9, GdkRGBA(style.focusInner))
    }
}
