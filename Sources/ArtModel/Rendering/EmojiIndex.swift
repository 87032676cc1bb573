/// Finds the emojis that reach into an area without looking at all of them:
/// each emoji is filed under the square cells its glyph can cover. Answers
/// keep the document's drawing order.
public struct EmojiIndex: Sendable {
    public let emojis: [EmojiArt.Emoji]
    /// Document points along a cell's side.
    private let cellSide: Double
    private var cells: [Cell: [Int]] = [:]
    /// Emojis too big to file cell by cell; checked on every query.
    private var oversized: [Int] = []
    private static let maximumCellsPerEmoji = 64

    private struct Cell: Hashable {
        let column: Int
        let row: Int
    }

    /// The square a glyph may cover: glyph boxes are a little larger than the
    /// emoji's nominal size, never twice as large.
    public static func reach(of emoji: EmojiArt.Emoji) -> Rect {
        let side = Double(emoji.size) * 2
        return Rect(center: emoji.center, size: Size(width: side, height: side))
    }

    public init(_ emojis: [EmojiArt.Emoji], cellSide: Double = 256) {
        self.emojis = emojis
        self.cellSide = cellSide
        for (index, emoji) in emojis.enumerated() {
            let (columns, rows) = cellRange(of: Self.reach(of: emoji))
            guard columns.count * rows.count <= Self.maximumCellsPerEmoji else {
                oversized.append(index)
                continue
            }
            for row in rows {
                for column in columns { cells[Cell(column: column, row: row), default: []].append(index) }
            }
        }
    }

    private func cellRange(of rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        let columns = Int((rect.minX / cellSide).rounded(.down))...Int((rect.maxX / cellSide).rounded(.down))
        let rows = Int((rect.minY / cellSide).rounded(.down))...Int((rect.maxY / cellSide).rounded(.down))
        return (columns, rows)
    }

    /// The emojis whose glyphs may reach into `rect`, in drawing order.
    public func emojis(reaching rect: Rect) -> [EmojiArt.Emoji] {
        var indices = Set(oversized)
        let (columns, rows) = cellRange(of: rect)
        if columns.count * rows.count > cells.count {
            // A view wider than the filed area: every filed emoji is a candidate.
            for list in cells.values { indices.formUnion(list) }
        } else {
            for row in rows {
                for column in columns { cells[Cell(column: column, row: row)].map { indices.formUnion($0) } }
            }
        }
        return indices.sorted().map { emojis[$0] }.filter { Self.reach(of: $0).intersects(rect) }
    }
}
