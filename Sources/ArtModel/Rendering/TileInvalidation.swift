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
        // Moves, resizes, deletions and additions keep the emojis that stayed
        // in their order: one pass pairs them, with no lookup (a drag of a
        // rubber band's 1,000 emojis out of 100,000 leaves one run of them all).
        let match = run.oldCount >= run.newCount ? pairedInOrder(run.old, with: run.new)
            : pairedInOrder(run.new, with: run.old)
        switch match {
        case .areas(let areas): return areas
        case .tooMany: return nil
        case .reordered: return keyedAreas(from: Array(run.old), to: Array(run.new))
        }
    }

    private enum Match {
        case areas([Rect])
        case tooMany
        /// The shorter side is not the longer with some emojis left out.
        case reordered
    }

    /// Pairs each of `shorter` with the next of `longer` that has its id:
    /// the longer's emojis left unpaired (deleted, or added) and the pairs
    /// that differ (moved, resized) are what changed.
    private static func pairedInOrder(_ longer: some Sequence<EmojiArt.Emoji>,
                                      with shorter: some Sequence<EmojiArt.Emoji>) -> Match {
        var areas: [Rect] = []
        var others = shorter.makeIterator()
        var other = others.next()
        for emoji in longer {
            if let paired = other, paired.id == emoji.id {
                if paired != emoji { areas += [EmojiIndex.reach(of: emoji), EmojiIndex.reach(of: paired)] }
                other = others.next()
            } else {
                areas.append(EmojiIndex.reach(of: emoji))
            }
            guard areas.count <= changedAreaLimit else { return .tooMany }
        }
        return other == nil ? .areas(areas) : .reordered
    }

    /// Beyond this many changed areas, every tile is rendered again.
    public static let changedAreaLimit = 2_000

    /// Emojis whose order changed (or added where others were removed):
    /// what lies between the part both lists begin with and the part both
    /// end with, matched by id.
    private static func keyedAreas(from wholeOld: [EmojiArt.Emoji], to wholeNew: [EmojiArt.Emoji]) -> [Rect]? {
        let splice = ListSplice(from: wholeOld, to: wholeNew)
        let old = wholeOld[splice.position..<(splice.position + splice.removed)]
        let new = wholeNew[splice.position..<(splice.position + splice.added)]
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
