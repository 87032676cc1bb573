extension EmojiArt {
    /// One emoji on the canvas. `x` and `y` are the offset of its centre from
    /// the centre of the document, `size` its font size at zoom 1, all in
    /// document points.
    public struct Emoji: Identifiable, Hashable, Codable, Sendable {
        public let text: String
        public var x: Int
        public var y: Int
        public var size: Int
        public let id: Int

        public init(text: String, x: Int, y: Int, size: Int, id: Int) {
            self.text = text
            self.x = x
            self.y = y
            self.size = size
            self.id = id
        }

        public var center: Point { Point(x: Double(x), y: Double(y)) }

        /// The same emoji under another id, moved by `offset` (but never
        /// beyond `coordinateLimit`, where a document would not open).
        public func copied(as id: ID, movedBy offset: (x: Int, y: Int)) -> Self {
            func limited(_ value: Int) -> Int { min(max(value, -Self.coordinateLimit), Self.coordinateLimit) }
            return Self(text: text, x: limited(x + offset.x), y: limited(y + offset.y), size: size, id: id)
        }

        /// The square the emoji occupies in document coordinates.
        public var frame: Rect {
            let side = Double(size)
            return Rect(x: Double(x) - side / 2, y: Double(y) - side / 2, width: side, height: side)
        }
    }
}

extension EmojiArt.Emoji {
    private enum CodingKeys: String, CodingKey {
        case text, x, y, size, id
    }

    // DocumentReadError.ValueProblem's sentences name these limits.

    /// How far from the document's centre an emoji may be, in points: far
    /// beyond any picture, and well inside what the drawing code computes with.
    public static let coordinateLimit = 1_000_000
    /// The largest emoji a document may hold, in points.
    public static let sizeLimit = 10_000
    /// The largest id a document may use: far more than anyone adds, and
    /// room to count on without overflowing.
    public static let idLimit = 1 << 50

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func problem(_ key: CodingKeys, _ problem: DocumentReadError.ValueProblem) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem.rawValue)
        }
        text = try container.decode(String.self, forKey: .text)
        guard !text.isEmpty else { throw problem(.text, .empty) }
        guard Self.isEmojiText(text) else { throw problem(.text, .notAnEmoji) }
        x = try container.decode(Int.self, forKey: .x)
        y = try container.decode(Int.self, forKey: .y)
        guard abs(x) <= Self.coordinateLimit else { throw problem(.x, .tooFarOut) }
        guard abs(y) <= Self.coordinateLimit else { throw problem(.y, .tooFarOut) }
        size = try container.decode(Int.self, forKey: .size)
        guard size > 0 else { throw problem(.size, .notPositive) }
        guard size <= Self.sizeLimit else { throw problem(.size, .tooLarge) }
        id = try container.decode(Int.self, forKey: .id)
        guard (0...Self.idLimit).contains(id) else { throw problem(.id, .outOfRange) }
    }

    /// One character that starts as an emoji does. Looser than
    /// EmojiText.isEmoji, so that "☀" without its variation selector, as
    /// other apps write it, still opens; one character can still be long
    /// (combining marks), hence the byte limit.
    static func isEmojiText(_ text: String) -> Bool {
        text.count == 1 && text.utf8.count <= 64 && text.unicodeScalars.first?.properties.isEmoji == true
    }
}
