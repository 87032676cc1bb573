import ArtModel
import CGtk
import Foundation

/// Draws a document's picture (ExportSource's frame) a band of rows at a
/// time, as the canvas shows it: white, the background read only as far as
/// the band needs, the emojis that reach the band. A picture of any size is
/// drawn in the memory of a band; slow for big ones and needs no display,
/// so use it off the main thread, one thread at a time.
final class PicturePainter {
    /// 16 MB a band of a 16,000-pixel-wide picture.
    static let bandRows = 256

    let layout: ExportLayout
    private let background: BackgroundLevels?
    private let emojiList: EmojiList
    /// Filed only when a band asks which emojis reach it (a whole picture draws them all).
    private lazy var emojis = EmojiIndex(emojiList)
    private var glyphs: [GlyphKey: EmojiGlyphLayout] = [:]

    private struct GlyphKey: Hashable {
        let text: String
        let pixelSize: Double
    }

    init(_ source: ExportSource, emojis: EmojiList) {
        layout = source.layout
        background = source.background
        emojiList = emojis
    }

    var hasBackground: Bool { background != nil }

    /// The document points rows `rows` of the picture show.
    private func documentRect(ofRows rows: Range<Int>) -> Rect {
        let frame = layout.documentRect
        return Rect(x: frame.minX, y: frame.minY + Double(rows.lowerBound) / layout.scale,
                    width: frame.size.width, height: Double(rows.count) / layout.scale)
    }

    /// The rows of the band from `firstRow` on.
    func rows(ofBandFrom firstRow: Int) -> Range<Int> {
        firstRow..<min(firstRow + Self.bandRows, layout.height)
    }

    /// The picture's bands, top to bottom.
    var bands: [Range<Int>] {
        stride(from: 0, to: layout.height, by: Self.bandRows).map(rows(ofBandFrom:))
    }

    /// Rows `rows` of the picture, white under the background.
    func band(_ rows: Range<Int>) throws(ExportFailure) -> CairoImage {
        let image = try backgroundBand(rows)
        image.draw { cairo in
            cairo_translate(cairo, 0, -Double(rows.lowerBound))
            drawEmojis(emojis.emojis(reaching: documentRect(ofRows: rows)), into: cairo)
        }
        return image
    }

    /// Rows `rows` of the background alone, over white.
    func backgroundBand(_ rows: Range<Int>) throws(ExportFailure) -> CairoImage {
        guard let image = CairoImage(width: layout.width, height: rows.count, opaque: true) else {
            throw .notWritten(localized("There is not enough memory for a picture of {width} × {height} pixels.",
                                        ["width": String(layout.width), "height": String(rows.count)]))
        }
        var painted = true
        image.draw { cairo in
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            // A picture smaller than its pixels is averaged, not sampled.
            painted = background?.paint(documentRect(ofRows: rows), scale: layout.scale, into: image, with: cairo,
                                        filter: CAIRO_FILTER_GOOD) ?? true
        }
        guard painted else {
            throw .backgroundUnavailable((background?.failure ?? .corrupt(detail: localized("the image could not be decoded"))).message)
        }
        return image
    }

    /// The whole background into `cairo`, whose units are the picture's
    /// pixels, a band at a time: for the formats that want a whole picture.
    func drawWholeBackground(into cairo: OpaquePointer) throws(ExportFailure) {
        for rows in bands {
            let band = try backgroundBand(rows)
            cairo_set_source_surface(cairo, band.surface, 0, Double(rows.lowerBound))
            cairo_paint(cairo)
        }
    }

    /// Every emoji, laid out by Pango at its size, into `cairo`, whose
    /// units are the picture's pixels: a vector surface keeps them glyphs.
    func drawAllEmojis(into cairo: OpaquePointer) {
        drawEmojis(emojiList, into: cairo)
    }

    private func drawEmojis(_ emojis: some Sequence<EmojiArt.Emoji>, into cairo: OpaquePointer) {
        for emoji in emojis {
            // Documents repeat a few emojis at a few sizes: each is laid out once.
            let key = GlyphKey(text: emoji.text, pixelSize: Double(emoji.size) * layout.scale)
            guard key.pixelSize >= GlyphBand.smallestDrawnPixelSize else { continue }
            guard let glyph = glyphs[key] ?? EmojiGlyphLayout(key.text, pixelSize: key.pixelSize) else { continue }
            glyphs[key] = glyph
            let center = layout.imagePoint(fromDocument: emoji.center)
            EmojiTurn.drawing(emoji, around: center, in: cairo) { glyph.draw(into: cairo, centeredOn: center) }
        }
    }
}
