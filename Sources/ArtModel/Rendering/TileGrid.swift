import Foundation

/// How the canvas cuts the document into square tiles that are rendered
/// once and then only moved and scaled a little while the view pans and
/// zooms. Each level is a scale (pixels per document point) half an octave
/// from the next; a view at zoom z draws the level at or just above z, so
/// tiles are shrunk by at most √2 and never enlarged.
public enum TileGrid {
    /// Pixels along each side of a tile.
    public static let tileSide = 512
    public static let levelsPerOctave = 2.0

    public struct Tile: Hashable, Sendable {
        public let level: Int
        public let column: Int
        public let row: Int

        public init(level: Int, column: Int, row: Int) {
            self.level = level
            self.column = column
            self.row = row
        }

        /// Pixels per document point.
        public var scale: Double { TileGrid.scale(ofLevel: level) }

        /// The document area the tile shows.
        public var documentRect: Rect {
            let side = Double(TileGrid.tileSide) / scale
            return Rect(x: Double(column) * side, y: Double(row) * side, width: side, height: side)
        }
    }

    public static func scale(ofLevel level: Int) -> Double {
        pow(2, Double(level) / levelsPerOctave)
    }

    /// The level whose scale is `pixelsPerPoint` or the next above it.
    public static func level(forPixelsPerPoint pixelsPerPoint: Double) -> Int {
        // A hair below an exact level's scale still picks that level.
        Int((log2(max(pixelsPerPoint, 1e-6)) * levelsPerOctave - 1e-9).rounded(.up))
    }

    /// The tiles of `level` that cover `rect` (document points), the ones
    /// nearest its centre first, as they are the first a person looks at.
    public static func tiles(covering rect: Rect, level: Int) -> [Tile] {
        let side = Double(tileSide) / scale(ofLevel: level)
        let columns = Int((rect.minX / side).rounded(.down))...Int((rect.maxX / side).rounded(.up)) - 1
        let rows = Int((rect.minY / side).rounded(.down))...Int((rect.maxY / side).rounded(.up)) - 1
        let center = rect.center
        return rows.flatMap { row in columns.map { Tile(level: level, column: $0, row: row) } }
            .sorted { distance($0.documentRect.center, center) < distance($1.documentRect.center, center) }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
