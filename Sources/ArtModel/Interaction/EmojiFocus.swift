/// Which emoji the keyboard focus ring is on, and where Tab takes it: in
/// reading order, row by row from the top, each row in the direction the
/// user reads (left to right, or right to left). Emojis whose centres are
/// within half the smaller one's size of each other vertically share a row,
/// so a slightly uneven line of emojis still reads as one line.
public struct EmojiFocus: Equatable, Sendable {
    public private(set) var focused: EmojiArt.Emoji.ID?

    public init(focused: EmojiArt.Emoji.ID? = nil) {
        self.focused = focused
    }

    /// The emojis in the order Tab visits them.
    public static func readingOrder(_ emojis: some Sequence<EmojiArt.Emoji>, rightToLeft: Bool = false) -> [EmojiArt.Emoji.ID] {
        let byTop = emojis.sorted { ($0.y, $0.x, $0.id) < ($1.y, $1.x, $1.id) }
        var rows: [[EmojiArt.Emoji]] = []
        for emoji in byTop {
            if let first = rows.last?.first, Double(emoji.y - first.y) <= Double(min(emoji.size, first.size)) / 2 {
                rows[rows.count - 1].append(emoji)
            } else {
                rows.append([emoji])
            }
        }
        return rows.flatMap { row in
            row.sorted { rightToLeft ? ($0.x, $0.id) > ($1.x, $1.id) : ($0.x, $0.id) < ($1.x, $1.id) }.map(\.id)
        }
    }

    /// Moves to the next emoji (or the previous one). Returns false, with no
    /// emoji focused, when it runs past either end: the keyboard focus then
    /// leaves the canvas for the next widget, as Tab does everywhere else.
    public mutating func move(forward: Bool, among emojis: some Sequence<EmojiArt.Emoji>, rightToLeft: Bool = false) -> Bool {
        let order = Self.readingOrder(emojis, rightToLeft: rightToLeft)
        guard !order.isEmpty else {
            focused = nil
            return false
        }
        guard let focused, let index = order.firstIndex(of: focused) else {
            self.focused = forward ? order.first : order.last
            return true
        }
        let next = forward ? index + 1 : index - 1
        self.focused = order.indices.contains(next) ? order[next] : nil
        return self.focused != nil
    }

    /// Forgets an emoji that is gone (deleted, or undone away).
    public mutating func keep(onlyAmong emojis: EmojiList) {
        if let focused, !emojis.contains(id: focused) { self.focused = nil }
    }
}
