/// Which parts of the document look different after the emojis changed, so
/// that only the tiles over them are rendered again.
public enum TileInvalidation {
    /// The areas to render again, or nil when the order of emojis that stayed
    /// changed (a restack), where everything is simpler to render again.
    public static func changedAreas(from old: [EmojiArt.Emoji], to new: [EmojiArt.Emoji]) -> [Rect]? {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let keptOld = old.filter { newByID[$0.id] != nil }.map(\.id)
        let keptNew = new.filter { oldByID[$0.id] != nil }.map(\.id)
        guard keptOld == keptNew else { return nil }
        var areas: [Rect] = []
        for emoji in old where newByID[emoji.id] != emoji {
            areas.append(EmojiIndex.reach(of: emoji))
        }
        for emoji in new where oldByID[emoji.id] != emoji {
            areas.append(EmojiIndex.reach(of: emoji))
        }
        return areas
    }

    /// Beyond this many emojis whose selection changed, every tile is
    /// rendered again: testing each tile against each area would cost more.
    public static let selectionAreaLimit = 2_000

    /// The areas whose selection rings appear or go when the selection
    /// changes from `old` to `new`, each emoji's reach grown by `margin`
    /// (the ring's reach beyond it, in document points); nil for "everywhere".
    public static func selectionAreas(from old: Set<EmojiArt.Emoji.ID>, to new: Set<EmojiArt.Emoji.ID>,
                                      in emojis: [EmojiArt.Emoji], margin: Double) -> [Rect]? {
        let changed = old.symmetricDifference(new)
        guard changed.count <= selectionAreaLimit else { return nil }
        guard !changed.isEmpty else { return [] }
        return emojis.filter { changed.contains($0.id) }.map { EmojiIndex.reach(of: $0).insetBy(-margin) }
    }
}
