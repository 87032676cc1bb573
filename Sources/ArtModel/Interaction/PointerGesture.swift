/// The primary button on the canvas, as a state machine: fed what the
/// pointer did (GTK's click and drag gestures both see every press), it
/// says what that means. A press that travels less than `dragThreshold`
/// view points is a click when released; one that travels further is a
/// drag, which begins where the press was; the second press of a
/// double-click is a double-click.
public struct PointerGesture: Sendable {
    /// Pointer travel, in view points, before a press becomes a drag: a
    /// hand that clicks moves a little.
    public static let dragThreshold = 4.0

    public enum Meaning: Equatable, Sendable {
        case click(at: Point, modifiers: InputModifiers)
        case doubleClick(at: Point)
        case beginDrag(at: Point, modifiers: InputModifiers)
        case updateDrag(translation: Point, modifiers: InputModifiers)
        case endDrag
    }

    private var start = Point.zero
    public private(set) var isDragging = false

    public init() {}

    /// A press; `count` 2 is the second press of a double-click.
    public func press(count: Int, at point: Point) -> Meaning? {
        count == 2 ? .doubleClick(at: point) : nil
    }

    public mutating func dragBegan(at point: Point) {
        start = point
        isDragging = false
    }

    /// The pointer moved by `translation` from where it was pressed: nothing
    /// yet below the threshold, then the drag's beginning and its moves.
    public mutating func dragMoved(by translation: Point, modifiers: InputModifiers) -> [Meaning] {
        var meanings: [Meaning] = []
        if !isDragging {
            guard (translation.x * translation.x + translation.y * translation.y).squareRoot() >= Self.dragThreshold else {
                return []
            }
            isDragging = true
            meanings.append(.beginDrag(at: start, modifiers: modifiers))
        }
        meanings.append(.updateDrag(translation: translation, modifiers: modifiers))
        return meanings
    }

    /// The button was released: a click, unless the press became a drag.
    public func released(count: Int, at point: Point, modifiers: InputModifiers) -> Meaning? {
        count == 1 && !isDragging ? .click(at: point, modifiers: modifiers) : nil
    }

    /// The drag gesture ended. GTK may tell the click gesture of the release
    /// after this, so the press stays a drag until the next one begins.
    public func dragEnded() -> Meaning? {
        isDragging ? .endDrag : nil
    }
}
