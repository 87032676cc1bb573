import Foundation

/// The document: a background and the emojis placed over it.
///
/// The JSON shape is the one CS193p's EmojiArt (2021) wrote, so a document
/// written by either app opens in the other:
///
///     {"background": {"theURL": "https://…"} | {"imageData": "<base64>"} | {},
///      "emojis": [{"text": "🐝", "x": -83, "y": 38, "size": 40, "id": 1}],
///      "uniqueEmojiId": 1}
public struct EmojiArt: Equatable, Sendable {
    public var background: Background = .blank
    public private(set) var emojis = EmojiList()
    /// The last id handed out; ids are never reused within a document.
    public private(set) var uniqueEmojiId = 0
    /// The most emojis a document may have: ten times what the canvas is
    /// measured with (see `make bench`), so that no file can make it crawl.
    public static let emojiLimit = 100_000

    public init() {}

    public init(background: Background, emojis: [Emoji]) {
        self.background = background
        self.emojis = EmojiList(emojis)
        uniqueEmojiId = emojis.map(\.id).max() ?? 0
    }

    @discardableResult
    public mutating func addEmoji(_ text: String, at position: (x: Int, y: Int), size: Int) -> Emoji {
        uniqueEmojiId += 1
        let emoji = Emoji(text: text, x: position.x, y: position.y, size: size, id: uniqueEmojiId)
        emojis.append(emoji)
        return emoji
    }

    /// Adds copies of `emojis`, moved by `offset`, under new ids; returns them.
    @discardableResult
    public mutating func addCopies(of emojis: some Sequence<Emoji>, movedBy offset: (x: Int, y: Int)) -> [Emoji] {
        let copies = emojis.map { emoji in
            uniqueEmojiId += 1
            return emoji.copied(as: uniqueEmojiId, movedBy: offset)
        }
        self.emojis.append(contentsOf: copies)
        return copies
    }

    /// Whether `count` more emojis fit within `emojiLimit`.
    public func hasRoom(for count: Int) -> Bool {
        emojis.count + count <= Self.emojiLimit
    }

    /// The picture of the emojis of `ids` alone, without the background (as
    /// copied emojis are drawn); the whole picture when `ids` is empty.
    public func picture(of ids: Set<Emoji.ID>) -> EmojiArt {
        ids.isEmpty ? self : EmojiArt(background: .blank, emojis: emojis.filter { ids.contains($0.id) })
    }

    public subscript(id id: Emoji.ID) -> Emoji? {
        emojis[id: id]
    }

    /// Applies `change` to every emoji whose id is in `ids`.
    public mutating func updateEmojis(_ ids: Set<Emoji.ID>, _ change: (inout Emoji) -> Void) {
        emojis.update(ids, change)
    }

    public mutating func removeEmojis(_ ids: Set<Emoji.ID>) {
        emojis.remove(ids)
    }

    /// Moves the emojis in `ids` to the top of the drawing order (or the
    /// bottom), keeping their order among themselves.
    public mutating func restack(_ ids: Set<Emoji.ID>, toFront: Bool) {
        emojis.restack(ids, toFront: toFront)
    }
}

extension EmojiArt: Codable {
    private enum CodingKeys: String, CodingKey {
        case background, emojis, uniqueEmojiId
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // `emojis` is what makes a JSON file a document; the rest may be absent.
        // Counted before a single emoji is decoded, so a huge list is refused at once.
        if let count = try container.nestedUnkeyedContainer(forKey: .emojis).count, count > Self.emojiLimit {
            throw DocumentReadError.tooManyEmojis(count: count)
        }
        var emojis = try container.decode([Emoji].self, forKey: .emojis)
        background = try container.decodeIfPresent(Background.self, forKey: .background) ?? .blank
        let storedId = try container.decodeIfPresent(Int.self, forKey: .uniqueEmojiId) ?? 0
        guard (0...Emoji.idLimit).contains(storedId) else {
            throw DecodingError.dataCorruptedError(forKey: .uniqueEmojiId, in: container,
                                                   debugDescription: DocumentReadError.ValueProblem.outOfRange.rawValue)
        }
        uniqueEmojiId = max(storedId, emojis.map(\.id).max() ?? 0)
        giveRepeatedIdsNewOnes(&emojis)
        self.emojis = EmojiList(emojis)
    }

    /// Another app may have written two emojis with one id; selecting one
    /// would select both. The later ones get ids of their own (the file
    /// changes only if the user saves).
    private mutating func giveRepeatedIdsNewOnes(_ emojis: inout [Emoji]) {
        var seen = Set<Emoji.ID>()
        for index in emojis.indices where !seen.insert(emojis[index].id).inserted {
            uniqueEmojiId += 1
            emojis[index] = emojis[index].copied(as: uniqueEmojiId, movedBy: (x: 0, y: 0))
            seen.insert(uniqueEmojiId)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(background, forKey: .background)
        try container.encode(Array(emojis), forKey: .emojis)
        try container.encode(uniqueEmojiId, forKey: .uniqueEmojiId)
    }
}
