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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        guard !text.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .text, in: container, debugDescription: DocumentReadError.ValueProblem.empty.rawValue)
        }
        x = try container.decode(Int.self, forKey: .x)
        y = try container.decode(Int.self, forKey: .y)
        size = try container.decode(Int.self, forKey: .size)
        guard size > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .size, in: container, debugDescription: DocumentReadError.ValueProblem.notPositive.rawValue)
        }
        id = try container.decode(Int.self, forKey: .id)
    }
}
