/// A change to some emojis that a gesture is still making: drawn as it goes,
/// committed to the document as one undo step when the gesture ends.
public struct EmojiPreview: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        case move(x: Int, y: Int)
        case scale(Double)
        /// Clockwise, in whole degrees.
        case rotate(Int)
        /// Two fingers: resized by `scale` and turned by `degrees` at once.
        case pinch(scale: Double, degrees: Int)
    }

    public let ids: Set<EmojiArt.Emoji.ID>
    public var change: Change

    public init(ids: Set<EmojiArt.Emoji.ID>, change: Change) {
        self.ids = ids
        self.change = change
    }

    /// Whether it turns the emojis (by a new angle as the gesture goes).
    public var turns: Bool {
        switch change {
        case .rotate: true
        case .pinch(_, let degrees): degrees != 0
        case .move, .scale: false
        }
    }

    /// How `emoji` looks while the gesture is under way.
    public func applied(to emoji: EmojiArt.Emoji) -> EmojiArt.Emoji {
        guard ids.contains(emoji.id) else { return emoji }
        var shown = emoji
        switch change {
        case .move(let x, let y):
            shown.x += x
            shown.y += y
        case .scale(let factor):
            shown.size = EmojiSize.clamped(Double(emoji.size) * factor)
        case .rotate(let degrees):
            shown.turn(by: degrees)
        case .pinch(let factor, let degrees):
            shown.size = EmojiSize.clamped(Double(emoji.size) * factor)
            shown.turn(by: degrees)
        }
        return shown
    }

    @MainActor
    func commit(to document: EmojiArtDocument) {
        switch change {
        case .move(let x, let y): document.moveEmojis(ids, by: (x: x, y: y))
        case .scale(let factor): document.scaleEmojis(ids, by: factor)
        case .rotate(let degrees): document.rotateEmojis(ids, by: degrees)
        case .pinch(let factor, let degrees): document.pinchEmojis(ids, by: factor, turning: degrees)
        }
    }
}
