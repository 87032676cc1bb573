import Testing
@testable import ArtModel

/// The document's emojis behave as the array they replace, and versions of
/// the list share what an edit did not touch.
@Suite struct EmojiListTests {
    private static func emojis(_ ids: ClosedRange<Int>) -> [EmojiArt.Emoji] {
        ids.map { EmojiArt.Emoji(text: ["🐝", "🌻", "🚗"][$0 % 3], x: $0 % 977, y: $0 % 631, size: 20 + $0 % 50, id: $0) }
    }

    @Test func readsAsTheArrayItWasMadeFrom() {
        let array = Self.emojis(1...5000)
        let list = EmojiList(array)
        #expect(list.count == 5000)
        #expect(Array(list) == array)
        #expect([0, 1023, 1024, 2047, 4999].map { list[$0] } == [0, 1023, 1024, 2047, 4999].map { array[$0] })
        #expect(list.last { $0.text == "🌻" } == array.last { $0.text == "🌻" })
        #expect(list[id: 3333] == array[3332])
        #expect(list[id: 5001] == nil)
        #expect(list.emojis(withIDs: [4000, 7, 9999]) == [array[6], array[3999]])
    }

    /// Random edits, as a user makes them, done to the list and to a plain
    /// array side by side: the two always hold the same emojis in the same order.
    @Test func editsDoWhatTheyWouldDoToAnArray() {
        var generator = SeededGenerator(seed: 7)
        var array = Self.emojis(1...3000)
        var list = EmojiList(array)
        var nextID = 3001
        for _ in 0..<400 {
            let ids = Set((0..<Int.random(in: 1...40, using: &generator)).compactMap { _ in array.randomElement(using: &generator)?.id })
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                let emoji = EmojiArt.Emoji(text: "🌳", x: nextID % 100, y: 0, size: 30, id: nextID)
                nextID += 1
                array.append(emoji)
                list.append(emoji)
            case 1:
                for index in array.indices where ids.contains(array[index].id) { array[index].x += 3 }
                list.update(ids) { $0.x += 3 }
            case 2:
                array.removeAll { ids.contains($0.id) }
                list.remove(ids)
            default:
                let toFront = Bool.random(using: &generator)
                let moving = array.filter { ids.contains($0.id) }, staying = array.filter { !ids.contains($0.id) }
                array = toFront ? staying + moving : moving + staying
                list.restack(ids, toFront: toFront)
            }
            #expect(Array(list) == array)
            #expect(list == EmojiList(array))
        }
        // Edits that leave small chunks do not pile them up.
        #expect(list.chunks.count <= 2 * list.count / (EmojiList.chunkCapacity * 3 / 4) + 2)
    }

    @Test func oneEmojiBroughtToTheFrontAgainAndAgainLeavesFewChunks() {
        var list = EmojiList(Self.emojis(1...3000))  // three chunks
        for id in 1...1100 { list.restack([id], toFront: true) }  // the first emptied, the second begun
        #expect(list.count == 3000)
        #expect(list.chunks.count <= 5)
    }

    @Test func listsWithTheSameEmojisAreEqualHoweverTheyAreChunked() {
        let array = Self.emojis(1...3000)
        var edited = EmojiList(array)
        edited.remove([5])
        edited.restack([5], toFront: true)  // gone: nothing moves
        #expect(edited == EmojiList(array.filter { $0.id != 5 }))
        #expect(edited != EmojiList(array))
        var moved = EmojiList(array)
        moved.update([2999]) { $0.y += 1 }
        #expect(moved != EmojiList(array))
    }

    /// What the issue asked for: an edit of one emoji touches what it
    /// changes, not the document. Each is done to lists of 1,000 and of
    /// 100,000 emojis; the emojis not shared with the list before (what was
    /// copied, and what a comparison or the tiles' invalidation looks at)
    /// and the emojis the tiles' index files again are as few in both.
    @Test func anEditOfOneEmojiTouchesTheSameNumberOfEmojisAtAnySize() {
        let edits: [(String, (inout EmojiList, Int) -> Void)] = [
            ("add", { list, count in list.append(EmojiArt.Emoji(text: "🐝", x: 0, y: 0, size: 40, id: count + 1)) }),
            ("move", { list, count in list.update([count / 2]) { $0.x += 10 } }),
            ("delete", { list, count in list.remove([count / 2]) }),
            ("bring to front", { list, count in list.restack([count / 2], toFront: true) }),
            ("send to back", { list, count in list.restack([count / 2], toFront: false) }),
        ]
        for (name, edit) in edits {
            let touched = [1000, 100_000].map { count in
                let before = EmojiList(Self.emojis(1...count))
                var after = before
                edit(&after, count)
                let runs = after.unsharedRuns(since: before)
                let filed = EmojiIndex(after, reusing: EmojiIndex(before)).emojisFiled
                return max(runs.map(\.oldCount).reduce(0, +), runs.map(\.newCount).reduce(0, +), filed)
            }
            #expect(touched[1] <= 2 * EmojiList.chunkCapacity, "\(name) touched \(touched[1]) of 100,000 emojis")
            #expect(touched[1] <= touched[0] + EmojiList.chunkCapacity, "\(name): \(touched)")
        }
    }
}

/// A random number generator that gives the same numbers each run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
