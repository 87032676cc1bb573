import ArtModel
import CGtk

extension BackgroundLevels {
    /// Paints the picture over document points `area` into `image` through
    /// `cairo` (made for it), `scale` pixels a point, the area's top left
    /// at the image's: upright, from the level the scale needs, then in
    /// sRGB (the whole image converted: paint the background before
    /// anything else). False when no level could be had.
    func paint(_ area: Rect, scale: Double, into image: CairoImage, with cairo: OpaquePointer,
               filter: cairo_filter_t = CAIRO_FILTER_BILINEAR) -> Bool {
        guard let level = level(forPixelsPerPoint: scale, showing: pictureRect(of: area)) else { return false }
        cairo_save(cairo)
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -area.minX - size.width / 2, -area.minY - size.height / 2)
        // From the stored pixels to the picture as a person sees it.
        var upright = cairo_matrix_t(level.correction.orientation.transform(width: storedSize.width, height: storedSize.height))
        cairo_transform(cairo, &upright)
        cairo_scale(cairo, 1 / level.pixelsPerPoint, 1 / level.pixelsPerPoint)
        let origin = (x: Double(level.origin.x), y: Double(level.origin.y))
        cairo_set_source_surface(cairo, level.image.surface, origin.x, origin.y)
        cairo_pattern_set_filter(cairo_get_source(cairo), filter)
        cairo_rectangle(cairo, origin.x, origin.y, Double(level.image.width), Double(level.image.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        // The image's colours, not the whole level's: the cost follows what is drawn.
        level.correction.colour.map { image.convertColours(with: $0) }
        return true
    }
}
