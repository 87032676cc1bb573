/// Which emoji is under a point, and which lie in an area.
public enum EmojiHitTester {
    /// The topmost (last drawn) emoji whose square, as turned, contains
    /// `point`, in document coordinates.
    public static func emoji(at point: Point, in emojis: EmojiList) -> EmojiArt.Emoji? {
        emojis.last { $0.covers(point) }
    }

    /// Emojis whose box, as turned, overlaps `rect`, in drawing order.
    public static func emojis(intersecting rect: Rect, in emojis: some Sequence<EmojiArt.Emoji>) -> [EmojiArt.Emoji] {
        emojis.filter { $0.bounds.intersects(rect) }
    }
}
