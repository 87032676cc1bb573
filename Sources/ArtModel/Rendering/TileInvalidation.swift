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
}
