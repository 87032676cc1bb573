import Foundation

extension EmojiArt {
    /// One emoji on the canvas. `x` and `y` are the offset of its centre from
    /// the centre of the document, `size` its font size at zoom 1, all in
    /// document points. `rotation` turns it clockwise by whole degrees
    /// (0 up to 360) and `mirrored` flips it left to right, both about its
    /// centre: the flip first, then the turn.
    public struct Emoji: Identifiable, Hashable, Codable, Sendable {
        public let text: String
        public var x: Int
        public var y: Int
        public var size: Int
        public let id: Int
        public private(set) var rotation = 0
        public var mirrored = false

        public init(text: String, x: Int, y: Int, size: Int, id: Int, rotation: Int = 0, mirrored: Bool = false) {
            self.text = text
            self.x = x
            self.y = y
            self.size = size
            self.id = id
            self.rotation = Self.normalized(rotation)
            self.mirrored = mirrored
        }

        /// Turns it clockwise by `degrees` (counterclockwise when negative).
        public mutating func turn(by degrees: Int) {
            rotation = Self.normalized(rotation + degrees)
        }

        static func normalized(_ degrees: Int) -> Int {
            (degrees % 360 + 360) % 360
        }

        /// Whether it is drawn otherwise than upright and unflipped.
        public var isTurned: Bool { rotation != 0 || mirrored }

        public var center: Point { Point(x: Double(x), y: Double(y)) }

        /// The same emoji under another id, moved by `offset` (but never
        /// beyond `coordinateLimit`, where a document would not open).
        public func copied(as id: ID, movedBy offset: (x: Int, y: Int)) -> Self {
            func limited(_ value: Int) -> Int { min(max(value, -Self.coordinateLimit), Self.coordinateLimit) }
            return Self(text: text, x: limited(x + offset.x), y: limited(y + offset.y), size: size, id: id,
                        rotation: rotation, mirrored: mirrored)
        }

        /// The square the emoji occupies in document coordinates, upright.
        public var frame: Rect {
            let side = Double(size)
            return Rect(x: Double(x) - side / 2, y: Double(y) - side / 2, width: side, height: side)
        }

        /// The box around its square as turned: what a rubber band must
        /// surround and zoom to fit must show.
        public var bounds: Rect {
            guard rotation % 90 != 0 else { return frame }
            let angle = Double(rotation) * .pi / 180
            let side = Double(size) * (abs(cos(angle)) + abs(sin(angle)))
            return Rect(center: center, size: Size(width: side, height: side))
        }

        /// Whether `point` lies on its square as turned.
        public func covers(_ point: Point) -> Bool {
            guard rotation % 90 != 0 else { return frame.contains(point) }
            // Turned back about the centre, the point is on the upright square.
            let angle = -Double(rotation) * .pi / 180
            let dx = point.x - Double(x), dy = point.y - Double(y)
            let upright = Point(x: Double(x) + dx * cos(angle) - dy * sin(angle), y: Double(y) + dx * sin(angle) + dy * cos(angle))
            return frame.contains(upright)
        }
    }
}

extension EmojiArt.Emoji {
    private enum CodingKeys: String, CodingKey {
        case text, x, y, size, id, rotation, mirrored
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
        // Written by this app only when turned; another app may write any angle.
        let degrees = try container.decodeIfPresent(Double.self, forKey: .rotation) ?? 0
        guard degrees.isFinite, abs(degrees) <= 1_000_000 else { throw problem(.rotation, .outOfRange) }
        rotation = Self.normalized(Int(degrees.rounded()))
        mirrored = try container.decodeIfPresent(Bool.self, forKey: .mirrored) ?? false
    }

    /// The original's keys, and a turn only where there is one: a document
    /// nobody turned is written as the original app wrote it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(size, forKey: .size)
        try container.encode(id, forKey: .id)
        if rotation != 0 { try container.encode(rotation, forKey: .rotation) }
        if mirrored { try container.encode(mirrored, forKey: .mirrored) }
    }

    /// One character that starts as an emoji does. Looser than
    /// EmojiText.isEmoji, so that "☀" without its variation selector, as
    /// other apps write it, still opens; one character can still be long
    /// (combining marks), hence the byte limit.
    static func isEmojiText(_ text: String) -> Bool {
        text.count == 1 && text.utf8.count <= 64 && text.unicodeScalars.first?.properties.isEmoji == true
    }
}
