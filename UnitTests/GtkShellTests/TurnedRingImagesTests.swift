import ArtModel
import CGtk
import Foundation
import XCTest
@testable import EmojiArtGtk

/// The square rings of turned emojis a gesture moves, painted from images
/// drawn once: where the ring filled turned would be.
final class TurnedRingImagesTests: XCTestCase {
    private let box = Rect(center: Point(x: 100.4, y: 99.6), size: Size(width: 80, height: 40))

    /// Pixels of the ring painted turned by `degrees` (more than half
    /// opaque) where the ring turned by `expected` is not, and the other way
    /// round; pixels within a pixel and a half of the ring's edges are left
    /// out, as antialiasing shades them.
    private func misplacedPixels(turnedBy degrees: Int, expected: Int) throws -> (misplaced: Int, painted: Int) {
        let lines = SelectionRing.lines(around: box, style: .light, unit: 1, round: false)
        let outer = lines[0].rect, inner = lines[0].rect.insetBy(lines[0].width)
        let image = try XCTUnwrap(CairoImage(width: 200, height: 200, opaque: false))
        var rings = TurnedRingImages()
        image.draw { rings.paint(lines, turn: EmojiTurn(rotation: degrees, mirrored: false), deviceScale: 1, into: $0) }
        let data = try XCTUnwrap(cairo_image_surface_get_data(image.surface))
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let angle = -Double(expected) * .pi / 180
        var misplaced = 0, painted = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let dx = Double(x) + 0.5 - box.center.x, dy = Double(y) + 0.5 - box.center.y
                let back = Point(x: box.center.x + dx * cos(angle) - dy * sin(angle),
                                 y: box.center.y + dx * sin(angle) + dy * cos(angle))
                let edge = [outer, inner].map { rect in
                    min(abs(back.x - rect.minX), abs(back.x - rect.maxX), abs(back.y - rect.minY), abs(back.y - rect.maxY))
                }.min() ?? 0
                guard edge > 1.5 else { continue }
                let inRing = outer.contains(back) && !inner.contains(back)
                let opaque = data[y * stride + x * 4 + 3] > 128
                if opaque { painted += 1 }
                if opaque != inRing { misplaced += 1 }
            }
        }
        return (misplaced, painted)
    }

    func testARingTurnedAQuarterOrThirtyDegreesIsPaintedWhereTheTurnedRingIs() throws {
        for degrees in [90, 30, 315] {
            let (misplaced, painted) = try misplacedPixels(turnedBy: degrees, expected: degrees)
            XCTAssertGreaterThan(painted, 150, "the ring is painted at \(degrees)°")
            XCTAssertEqual(misplaced, 0, "at \(degrees)°")
        }
        // The check can fail: an upright ring is far from a turned one.
        XCTAssertGreaterThan(try misplacedPixels(turnedBy: 0, expected: 90).misplaced, 200)
    }
}
