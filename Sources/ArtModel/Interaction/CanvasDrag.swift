/// A primary-button drag on the canvas, decided when it starts: dragging
/// the selection's rotation handle turns it; dragging an emoji moves it
/// (with the rest of the selection if it is selected); Shift-dragging the
/// background draws a rubber band; dragging the background otherwise pans.
public struct CanvasDrag: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case pan(from: Viewport)
        case move(Set<EmojiArt.Emoji.ID>)
        case rubberBand(extending: Bool)
        /// The handle's drag: turns these emojis about `pivot`'s angle (a view point).
        case rotate(Set<EmojiArt.Emoji.ID>, pivot: Point)
    }

    public let kind: Kind
    /// Where the drag started, in view coordinates.
    public let start: Point
    /// How far the pointer has moved since, in view points.
    public var translation: Point = .zero

    public init(kind: Kind, start: Point) {
        self.kind = kind
        self.start = start
    }

    /// `handle` is the rotation handle's place while there is a selection.
    public static func begin(at start: Point, viewport: Viewport, emojis: EmojiList, selection: Set<EmojiArt.Emoji.ID>,
                             handle: (dot: Point, pivot: Point)? = nil, modifiers: InputModifiers) -> CanvasDrag {
        if let handle, RotationHandle.takes(start, dot: handle.dot) {
            return CanvasDrag(kind: .rotate(selection, pivot: handle.pivot), start: start)
        }
        if let hit = EmojiHitTester.emoji(at: viewport.documentPoint(fromView: start), in: emojis) {
            return CanvasDrag(kind: .move(selection.contains(hit.id) ? selection : [hit.id]), start: start)
        }
        if modifiers.contains(.shift) {
            return CanvasDrag(kind: .rubberBand(extending: true), start: start)
        }
        return CanvasDrag(kind: .pan(from: viewport), start: start)
    }

    /// The move so far in whole document points.
    public func documentOffset(zoom: Double) -> (x: Int, y: Int) {
        (Int((translation.x / zoom).rounded()), Int((translation.y / zoom).rounded()))
    }

    /// The rubber band in document coordinates.
    public func band(in viewport: Viewport) -> Rect {
        Rect(corner: viewport.documentPoint(fromView: start),
             corner: viewport.documentPoint(fromView: start + translation))
    }
}
