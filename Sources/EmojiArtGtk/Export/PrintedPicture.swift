import ArtModel
import CGtk

/// The picture as it is printed: drawn off the main thread, no larger than
/// a page needs, and carried by a JPEG of itself, which a printed PDF
/// embeds as it is.
/// GTK draws a page on the main thread, where drawing 10,000 emojis as
/// glyphs held the window 1.6 s; painting one image is quick, and the
/// colour font's emojis are bitmaps (136 pixels high) either way.
// Unchecked: made on one thread and only drawn from after, one thread at a time.
final class PrintedPicture: @unchecked Sendable {
    private let picture: RenderedDocument
    /// 350 pixels an inch across an A4 page, 250 across A3.
    static let largestSide = 4096
    /// Its own size in pixels (a document point a pixel), whatever the
    /// size it was drawn at.
    var size: Size { picture.layout.documentRect.size }

    /// Slow for big pictures: make it off the main thread.
    init(_ picture: RenderedDocument) throws(ExportFailure) {
        self.picture = picture
        JPEGMimeData.attach(try picture.encoded(as: ExportOptions(format: .jpeg, quality: 95)), to: picture.surface)
    }

    /// Paints it `size` units of `cairo`'s large, from (0, 0).
    func draw(into cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_scale(cairo, size.width / Double(picture.width), size.height / Double(picture.height))
        cairo_set_source_surface(cairo, picture.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
