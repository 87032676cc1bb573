/// A document's emojis in drawing order: the first is drawn first, the last
/// lies on top.
///
/// They are kept in chunks that are never changed once made, and that the
/// versions of a list share. An edit of one emoji makes one new chunk, so
/// the copy an undo step keeps, comparing two versions and finding what
/// changed between them cost what changed, not what the document holds: a
/// plain array of 100,000 emojis was copied, compared and searched whole at
/// every edit, and every undo step kept a copy of all of it.
public struct EmojiList: Sendable {
    public typealias Emoji = EmojiArt.Emoji

    /// The most emojis in one chunk: what an edit of one emoji copies.
    public static let chunkCapacity = 1024

    public private(set) var chunks: [Chunk] = []
    /// Where each chunk starts in the list, for finding an index's chunk.
    private var starts: [Int] = []
    public private(set) var count = 0

    public init() {}

    public init<Emojis: Sequence<Emoji>>(_ emojis: Emojis) {
        let all = Array(emojis)
        var start = 0
        while start < all.count {
            let end = Swift.min(start + Self.chunkCapacity, all.count)
            append(Chunk(all[start..<end]))
            start = end
        }
    }

    private init(chunks: [Chunk]) {
        chunks.forEach { append($0) }
    }

    /// Adds `chunk` at the end. A small chunk and its neighbour become one
    /// where they fit in one, so that edits that leave chunks small (deletions,
    /// bringing emojis to the front one by one) do not leave a list of
    /// thousands of tiny ones.
    private mutating func append(_ chunk: Chunk) {
        guard !chunk.emojis.isEmpty else { return }
        if let last = chunks.last, last.emojis.count + chunk.emojis.count <= Self.chunkCapacity,
           Swift.min(last.emojis.count, chunk.emojis.count) < Self.chunkCapacity / 4 {
            chunks[chunks.count - 1] = Chunk(last.emojis + chunk.emojis)
            count += chunk.emojis.count
            return
        }
        starts.append(count)
        chunks.append(chunk)
        count += chunk.emojis.count
    }

    // MARK: - Edits

    public mutating func append(_ emoji: Emoji) {
        guard let last = chunks.last, last.emojis.count < Self.chunkCapacity else { return append(Chunk([emoji])) }
        chunks[chunks.count - 1] = Chunk(last.emojis + [emoji])
        count += 1
    }

    /// Adds `emojis` at the end in whole chunks: thousands at once (a paste,
    /// a duplicate) remake no chunk more than once.
    public mutating func append(contentsOf emojis: [Emoji]) {
        var start = 0
        if let last = chunks.last, last.emojis.count < Self.chunkCapacity, !emojis.isEmpty {
            start = Swift.min(Self.chunkCapacity - last.emojis.count, emojis.count)
            chunks[chunks.count - 1] = Chunk(last.emojis + emojis[..<start])
            count += start
        }
        while start < emojis.count {
            let end = Swift.min(start + Self.chunkCapacity, emojis.count)
            append(Chunk(emojis[start..<end]))
            start = end
        }
    }

    /// Applies `change` to every emoji whose id is in `ids`; chunks holding none of them stay shared.
    public mutating func update(_ ids: Set<Emoji.ID>, _ change: (inout Emoji) -> Void) {
        let search = IDSearch(ids)
        self = EmojiList(chunks: chunks.map { chunk in
            let found = search.mayFind(in: chunk) ? chunk.emojis.indices.filter { ids.contains(chunk.emojis[$0].id) } : []
            guard !found.isEmpty else { return chunk }
            var emojis = chunk.emojis
            for index in found { change(&emojis[index]) }
            return Chunk(emojis)
        })
    }

    public mutating func remove(_ ids: Set<Emoji.ID>) {
        let search = IDSearch(ids)
        self = EmojiList(chunks: chunks.map { chunk in
            guard search.mayFind(in: chunk) else { return chunk }
            let staying = chunk.emojis.filter { !ids.contains($0.id) }
            return staying.count == chunk.emojis.count ? chunk : Chunk(staying)
        })
    }

    /// Moves the emojis in `ids` to the top of the drawing order (or the
    /// bottom), keeping their order among themselves, in chunks of their own.
    public mutating func restack(_ ids: Set<Emoji.ID>, toFront: Bool) {
        let moving = EmojiList(emojis(withIDs: ids))
        guard !moving.isEmpty else { return }
        let staying = removing(ids)
        self = EmojiList(chunks: toFront ? staying.chunks + moving.chunks : moving.chunks + staying.chunks)
    }

    /// The list without the emojis in `ids`.
    public func removing(_ ids: Set<Emoji.ID>) -> EmojiList {
        var list = self
        list.remove(ids)
        return list
    }

    /// The list with `change` applied to the emojis in `ids`.
    public func updating(_ ids: Set<Emoji.ID>, _ change: (inout Emoji) -> Void) -> EmojiList {
        var list = self
        list.update(ids, change)
        return list
    }

    // MARK: - Finding emojis

    /// The emojis whose ids are in `ids`, in drawing order, without looking
    /// into chunks that cannot hold any of them.
    public func emojis(withIDs ids: Set<Emoji.ID>) -> [Emoji] {
        guard !ids.isEmpty else { return [] }
        let search = IDSearch(ids)
        return chunks.filter(search.mayFind(in:)).flatMap { $0.emojis.filter { ids.contains($0.id) } }
    }

    /// Those of `ids` the list holds: `ids` itself when it holds them all
    /// (a selection kept across an undo, compared by identity after).
    public func held(_ ids: Set<Emoji.ID>) -> Set<Emoji.ID> {
        let search = IDSearch(ids)
        let found = chunks.lazy.filter(search.mayFind(in:)).map { $0.emojis.count { ids.contains($0.id) } }.reduce(0, +)
        return found == ids.count ? ids : Set(emojis(withIDs: ids).map(\.id))
    }

    public subscript(id id: Emoji.ID) -> Emoji? {
        emojis(withIDs: [id]).first
    }

    public func contains(id: Emoji.ID) -> Bool {
        self[id: id] != nil
    }

    /// The last emoji in drawing order (the topmost) that satisfies `predicate`.
    public func last(where predicate: (Emoji) -> Bool) -> Emoji? {
        for chunk in chunks.reversed() {
            if let emoji = chunk.emojis.last(where: predicate) { return emoji }
        }
        return nil
    }

    /// What may differ between `old` and this list, found without looking
    /// at what they share: the runs of emojis between the chunks both lists
    /// hold, in order. Equal lists may still have runs (made anew, alike).
    public func unsharedRuns(since old: EmojiList) -> [UnsharedRun] {
        let oldPositions = Dictionary(old.chunks.enumerated().map { (ObjectIdentifier($1), $0) },
                                      uniquingKeysWith: { first, _ in first })
        var runs: [UnsharedRun] = []
        var oldStart = 0
        var newRun: [Chunk] = []
        func endRun(atOld end: Int) {
            let oldRun = Array(old.chunks[oldStart..<end])
            if !oldRun.isEmpty || !newRun.isEmpty { runs.append(UnsharedRun(oldChunks: oldRun, newChunks: newRun)) }
            newRun = []
        }
        for chunk in chunks {
            if let position = oldPositions[ObjectIdentifier(chunk)], position >= oldStart {
                endRun(atOld: position)
                oldStart = position + 1
            } else {
                newRun.append(chunk)
            }
        }
        endRun(atOld: old.chunks.count)
        return runs
    }

    /// Emojis of two versions of a list that lie between the same shared chunks.
    public struct UnsharedRun: Sendable {
        let oldChunks: [Chunk]
        let newChunks: [Chunk]

        /// The run's emojis in the older list, and in the newer, read in place.
        public var old: FlattenSequence<LazyMapSequence<[Chunk], [Emoji]>> { oldChunks.lazy.map(\.emojis).joined() }
        public var new: FlattenSequence<LazyMapSequence<[Chunk], [Emoji]>> { newChunks.lazy.map(\.emojis).joined() }
        public var oldCount: Int { oldChunks.reduce(0) { $0 + $1.emojis.count } }
        public var newCount: Int { newChunks.reduce(0) { $0 + $1.emojis.count } }

        /// Whether the run holds the same emojis in both, compared up to the first difference.
        public var isUnchanged: Bool { oldCount == newCount && old.elementsEqual(new) }
    }
}

// MARK: - A collection of emojis

extension EmojiList: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Emoji {
        precondition(indices.contains(position), "index out of range")
        // The last chunk starting at or before `position`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return chunks[low].emojis[position - starts[low]]
    }

    /// Walks the chunks in turn rather than searching for each index.
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    public struct Iterator: IteratorProtocol {
        private var chunks: IndexingIterator<[Chunk]>
        private var current: IndexingIterator<[Emoji]>?

        init(chunks: [Chunk]) {
            self.chunks = chunks.makeIterator()
        }

        public mutating func next() -> Emoji? {
            while true {
                if let emoji = current?.next() { return emoji }
                guard let chunk = chunks.next() else { return nil }
                current = chunk.emojis.makeIterator()
            }
        }
    }
}

extension EmojiList: ExpressibleByArrayLiteral {
    public init(arrayLiteral emojis: Emoji...) {
        self.init(emojis)
    }
}

extension EmojiList: Equatable {
    /// Chunks the two lists share are equal without a look at their emojis.
    public static func == (lhs: EmojiList, rhs: EmojiList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.chunks.count == rhs.chunks.count, zip(lhs.chunks, rhs.chunks).allSatisfy(===) { return true }
        let runs = lhs.unsharedRuns(since: rhs)
        // With runs of equal lengths the shared chunks are at the same places in both.
        if runs.allSatisfy({ $0.oldCount == $0.newCount }) { return runs.allSatisfy(\.isUnchanged) }
        return lhs.elementsEqual(rhs)
    }
}

extension EmojiList: CustomStringConvertible {
    public var description: String { Array(self).description }
}

// MARK: - Chunks

extension EmojiList {
    /// A run of emojis shared by the versions of a list; never changed once made.
    public final class Chunk: Sendable {
        public let emojis: [Emoji]
        /// The smallest and the largest id in the chunk.
        let idRange: ClosedRange<Emoji.ID>

        init<Emojis: Collection<Emoji>>(_ emojis: Emojis) {
            self.emojis = Array(emojis)
            let ids = self.emojis.lazy.map(\.id)
            idRange = (ids.min() ?? 0)...(ids.max() ?? 0)
        }
    }

    /// Which chunks a set of ids can be in: chunks whose id range misses
    /// the set's (a few ids, or emojis added together) are not looked into.
    private struct IDSearch {
        let ids: Set<Emoji.ID>
        let range: ClosedRange<Emoji.ID>?
        /// Few enough ids to test each against a chunk's range.
        let testsEach: Bool

        init(_ ids: Set<Emoji.ID>) {
            self.ids = ids
            range = ids.min().flatMap { low in ids.max().map { low...$0 } }
            testsEach = ids.count <= 64
        }

        func mayFind(in chunk: Chunk) -> Bool {
            guard let range, range.overlaps(chunk.idRange) else { return false }
            return !testsEach || ids.contains { chunk.idRange.contains($0) }
        }
    }
}
