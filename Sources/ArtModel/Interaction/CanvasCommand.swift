/// What a key pressed on the focused canvas does.
public enum CanvasCommand: Equatable, Sendable {
    case deleteSelection
    case clearSelection
    /// Move the selection by view points (converted to document points).
    case nudge(x: Double, y: Double)
    case resizeSelection(factor: Double)
    /// Turn the selection clockwise (counterclockwise when negative).
    case rotateSelection(degrees: Int)
    /// Mirror the selection left to right.
    case flipSelection
    /// Tab and Shift+Tab: the focus ring to the next or previous emoji.
    case moveFocus(forward: Bool)
    /// Space: the emoji with the focus ring into or out of the selection.
    case toggleFocusedSelection

    public static let nudgeStep = 1.0
    public static let largeNudgeStep = 10.0
    public static let resizeStep = 1.1
    /// `[` and `]` turn by this, as Inkscape's do; Rotate Left and Right (Ctrl+[ and Ctrl+]) by a right angle.
    public static let rotationStep = 15

    /// The command for a key, by its GDK name ("Delete", "Left", "plus"), or
    /// nil for keys the canvas leaves to others (Ctrl shortcuts…).
    public static func forKey(_ name: String, modifiers: InputModifiers) -> CanvasCommand? {
        guard !modifiers.contains(.control) else { return nil }
        let step = modifiers.contains(.shift) ? largeNudgeStep : nudgeStep
        switch name {
        case "Delete", "KP_Delete", "BackSpace": return .deleteSelection
        case "Escape": return .clearSelection
        case "Left", "KP_Left": return .nudge(x: -step, y: 0)
        case "Right", "KP_Right": return .nudge(x: step, y: 0)
        case "Up", "KP_Up": return .nudge(x: 0, y: -step)
        case "Down", "KP_Down": return .nudge(x: 0, y: step)
        case "plus", "equal", "KP_Add": return .resizeSelection(factor: resizeStep)
        case "minus", "underscore", "KP_Subtract": return .resizeSelection(factor: 1 / resizeStep)
        case "Tab", "KP_Tab": return .moveFocus(forward: !modifiers.contains(.shift))
        case "ISO_Left_Tab": return .moveFocus(forward: false)
        case "space", "KP_Space": return .toggleFocusedSelection
        case "bracketleft": return .rotateSelection(degrees: -rotationStep)
        case "bracketright": return .rotateSelection(degrees: rotationStep)
        case "h", "H": return .flipSelection
        default: return nil
        }
    }
}
