/// Which parts of the document look different after the emojis changed, so
/// that only the tiles over them are rendered again.
public enum TileInvalidation {
    /// The areas to render again, or nil when the order of emojis that stayed
    /// changed (a restack), or so many changed that testing each tile
    /// against each area would cost more than rendering everything again.
    /// Only what the lists do not share is looked at (EmojiList): an emoji
    /// brought to the front changes where it was and where it is, as a move does.
    public static func changedAreas(from old: EmojiList, to new: EmojiList) -> [Rect]? {
        var all: [Rect] = []
        for run in new.unsharedRuns(since: old) {
            guard let areas = areas(in: run) else { return nil }
            all += areas
            guard all.count <= changedAreaLimit else { return nil }
        }
        return all
    }

    private static func areas(in run: EmojiList.UnsharedRun) -> [Rect]? {
        // Moves and resizes keep every emoji where it was in the list: one
        // pass compares them pair by pair, with no lookup.
        if run.oldCount == run.newCount {
            var areas: [Rect] = []
            for (before, after) in zip(run.old, run.new) where before != after {
                guard before.id == after.id else { return keyedAreas(from: Array(run.old), to: Array(run.new)) }
                guard areas.count < changedAreaLimit else { return nil }
                areas += [EmojiIndex.reach(of: before), EmojiIndex.reach(of: after)]
            }
            return areas
        }
        return keyedAreas(from: Array(run.old), to: Array(run.new))
    }

    /// Beyond this many changed areas, every tile is rendered again.
    public static let changedAreaLimit = 2_000

    /// Emojis added or removed: what lies between the part both lists begin
    /// with and the part both end with (all of it, for one emoji added at
    /// the end or taken out), matched by id.
    private static func keyedAreas(from wholeOld: [EmojiArt.Emoji], to wholeNew: [EmojiArt.Emoji]) -> [Rect]? {
        let shorter = min(wholeOld.count, wholeNew.count)
        var prefix = 0
        while prefix < shorter, wholeOld[prefix] == wholeNew[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, wholeOld[wholeOld.count - 1 - suffix] == wholeNew[wholeNew.count - 1 - suffix] {
            suffix += 1
        }
        let old = wholeOld[prefix..<(wholeOld.count - suffix)], new = wholeNew[prefix..<(wholeNew.count - suffix)]
        if old.isEmpty || new.isEmpty {
            let changed = old.isEmpty ? new : old
            return changed.count <= changedAreaLimit ? changed.map(EmojiIndex.reach(of:)) : nil
        }
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
        return areas.count <= changedAreaLimit ? areas : nil
    }

    /// The areas whose selection rings appear or go when the selection
    /// changes from `old` to `new`, each emoji's reach grown by `margin`
    /// (the ring's reach beyond it, in document points); nil for "everywhere".
    public static func selectionAreas(from old: Set<EmojiArt.Emoji.ID>, to new: Set<EmojiArt.Emoji.ID>,
                                      in emojis: EmojiList, margin: Double) -> [Rect]? {
        let changed = old.symmetricDifference(new)
        guard changed.count <= changedAreaLimit else { return nil }
        return emojis.emojis(withIDs: changed).map { EmojiIndex.reach(of: $0).insetBy(-margin) }
    }
}
