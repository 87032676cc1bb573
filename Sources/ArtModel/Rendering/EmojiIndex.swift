/// Finds the emojis that reach into an area without looking at all of them:
/// each emoji is filed under the square cells its glyph can cover. Answers
/// keep the document's drawing order.
///
/// Each chunk of the list (see EmojiList) is filed on its own, and an index
/// of a later version of the list takes over the filing of every chunk the
/// versions share: after an edit, only the chunks it made are filed again.
public struct EmojiIndex: Sendable {
    /// One filed chunk for each of the list's, in drawing order.
    private let parts: [FiledChunk]
    /// How many emojis this index filed itself rather than took over: what making it cost.
    public let emojisFiled: Int

    /// The square a glyph may cover: glyph boxes are a little larger than the
    /// emoji's nominal size, never twice as large.
    public static func reach(of emoji: EmojiArt.Emoji) -> Rect {
        let side = Double(emoji.size) * 2
        return Rect(center: emoji.center, size: Size(width: side, height: side))
    }

    /// `previous`, an index of an earlier version of the list, lends the
    /// chunks both versions hold.
    public init(_ emojis: EmojiList, reusing previous: EmojiIndex? = nil) {
        let filed = Dictionary((previous?.parts ?? []).map { (ObjectIdentifier($0.chunk), $0) },
                               uniquingKeysWith: { first, _ in first })
        var emojisFiled = 0
        parts = emojis.chunks.map { chunk in
            if let lent = filed[ObjectIdentifier(chunk)] { return lent }
            emojisFiled += chunk.emojis.count
            return FiledChunk(chunk)
        }
        self.emojisFiled = emojisFiled
    }

    /// The emojis whose glyphs may reach into `rect`, in drawing order.
    public func emojis(reaching rect: Rect) -> [EmojiArt.Emoji] {
        parts.flatMap { $0.emojis(reaching: rect) }
    }
}

extension EmojiIndex {
    /// One chunk's emojis filed by cell. Shared between the indexes of the
    /// versions of a list that hold the chunk; never changed once made.
    private final class FiledChunk: Sendable {
        let chunk: EmojiList.Chunk
        /// Positions in the chunk (at most EmojiList.chunkCapacity) by cell.
        private let cells: [Cell: [UInt16]]
        /// Emojis too big to file cell by cell; checked on every query.
        private let oversized: [UInt16]

        /// Document points along a cell's side.
        private static let cellSide = 256.0
        private static let maximumCellsPerEmoji = 64

        private struct Cell: Hashable {
            let column: Int
            let row: Int
        }

        init(_ chunk: EmojiList.Chunk) {
            self.chunk = chunk
            var cells: [Cell: [UInt16]] = [:]
            var oversized: [UInt16] = []
            for (index, emoji) in chunk.emojis.enumerated() {
                let position = UInt16(index)
                let (columns, rows) = Self.cellRange(of: EmojiIndex.reach(of: emoji))
                guard columns.count * rows.count <= Self.maximumCellsPerEmoji else {
                    oversized.append(position)
                    continue
                }
                for row in rows {
                    for column in columns { cells[Cell(column: column, row: row), default: []].append(position) }
                }
            }
            self.cells = cells
            self.oversized = oversized
        }

        private static func cellRange(of rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
            let columns = Int((rect.minX / cellSide).rounded(.down))...Int((rect.maxX / cellSide).rounded(.down))
            let rows = Int((rect.minY / cellSide).rounded(.down))...Int((rect.maxY / cellSide).rounded(.down))
            return (columns, rows)
        }

        func emojis(reaching rect: Rect) -> [EmojiArt.Emoji] {
            // Candidates are marked, not collected and sorted: a tile's query
            // can find 20,000 emojis, and marks read in order keep drawing order.
            var candidate = [Bool](repeating: false, count: chunk.emojis.count)
            for index in oversized { candidate[Int(index)] = true }
            let (columns, rows) = Self.cellRange(of: rect)
            if columns.count * rows.count > cells.count {
                // A view wider than the filed area: every filed emoji is a candidate.
                for list in cells.values { for index in list { candidate[Int(index)] = true } }
            } else {
                for row in rows {
                    for column in columns { cells[Cell(column: column, row: row)]?.forEach { candidate[Int($0)] = true } }
                }
            }
            return chunk.emojis.indices.compactMap { index in
                candidate[index] && EmojiIndex.reach(of: chunk.emojis[index]).intersects(rect) ? chunk.emojis[index] : nil
            }
        }
    }
}
