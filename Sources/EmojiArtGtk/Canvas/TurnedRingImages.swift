import ArtModel
import CGtk

/// The square selection rings of turned emojis a gesture moves, each drawn
/// once for its size, colours and turn and then painted as an image: cairo
/// fills a turned ring's sides slowly (a thousand rings took 25 ms a
/// frame), and the many emojis a gesture moves share a few sizes.
struct TurnedRingImages {
    /// A ring's lines in device pixels, relative to its outer corner.
    private struct Key: Hashable {
        let lines: [PixelLine]
        let turn: EmojiTurn
    }

    /// One line of a ring: its outer box and width in whole device pixels.
    private struct PixelLine: Hashable {
        let x: Int, y: Int, width: Int, height: Int
        let lineWidth: Int
        let colour: CanvasStyle.Colour
    }

    private var images = CostLimitedCache<Key, CairoImage>(costLimit: CanvasMemoryBudget.turnedRings)

    /// Paints the ring of `lines` (in view points, of `deviceScale` pixels)
    /// turned by `turn` about its centre.
    mutating func paint(_ lines: [SelectionRing.Line], turn: EmojiTurn, deviceScale: Double, into cairo: OpaquePointer) {
        guard let outer = lines.first?.rect.snapped(toPixelsOf: deviceScale) else { return }
        let left = (outer.minX * deviceScale).rounded(), top = (outer.minY * deviceScale).rounded()
        let key = Key(lines: lines.map { line in
            let box = line.rect.snapped(toPixelsOf: deviceScale)
            return PixelLine(x: Int((box.minX * deviceScale).rounded() - left), y: Int((box.minY * deviceScale).rounded() - top),
                             width: Int((box.size.width * deviceScale).rounded()), height: Int((box.size.height * deviceScale).rounded()),
                             lineWidth: max(Int((line.width * deviceScale).rounded()), 1), colour: line.colour)
        }, turn: turn)
        guard let image = images.value(for: key) ?? Self.render(key).map({ image in
            images.insert(image, for: key, cost: image.cost)
            return image
        }) else { return }
        // The image's centre on the ring's, on whole device pixels: painted
        // unscaled and unfiltered where the device scale is 1.
        let centerX = left + Double(key.lines[0].width) / 2, centerY = top + Double(key.lines[0].height) / 2
        cairo_save(cairo)
        cairo_scale(cairo, 1 / deviceScale, 1 / deviceScale)
        cairo_set_source_surface(cairo, image.surface, (centerX - Double(image.width) / 2).rounded(),
                                 (centerY - Double(image.height) / 2).rounded())
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The ring turned, in an image as large as the box around it.
    private static func render(_ key: Key) -> CairoImage? {
        guard let outer = key.lines.first else { return nil }
        let size = key.turn.bounds(of: Size(width: Double(outer.width), height: Double(outer.height)))
        guard let image = CairoImage(width: Int(size.width.rounded(.up)) + 2, height: Int(size.height.rounded(.up)) + 2,
                                     opaque: false) else { return nil }
        image.draw { cairo in
            cairo_translate(cairo, Double(image.width - outer.width) / 2, Double(image.height - outer.height) / 2)
            key.turn.apply(around: Point(x: Double(outer.width) / 2, y: Double(outer.height) / 2), to: cairo)
            for line in key.lines {
                let (x, y, width, height, side) = (Double(line.x), Double(line.y), Double(line.width), Double(line.height),
                                                   Double(line.lineWidth))
                cairo_rectangle(cairo, x, y, width, side)
                cairo_rectangle(cairo, x, y + height - side, width, side)
                cairo_rectangle(cairo, x, y + side, side, height - 2 * side)
                cairo_rectangle(cairo, x + width - side, y + side, side, height - 2 * side)
                cairo_set_source_rgba(cairo, line.colour.red, line.colour.green, line.colour.blue, line.colour.alpha)
                cairo_fill(cairo)
            }
        }
        return image
    }
}
