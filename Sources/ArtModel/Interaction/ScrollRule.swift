import Foundation

/// What a scroll (wheel or touchpad) does on the canvas.
public enum ScrollRule {
    public enum Action: Equatable, Sendable {
        /// Move the picture by this many view points.
        case pan(Point)
        case zoom(factor: Double)
        case resizeSelection(factor: Double)
    }

    /// View points a wheel notch pans.
    public static let panStep = 40.0
    /// Zoom or resize factor of a wheel notch.
    public static let zoomStep = 1.1
    /// Zoom factor of Ctrl++ and Ctrl+−: a key press is one deliberate step,
    /// where a notch is one of a burst (two notches and a bit).
    public static let keyboardZoomStep = 1.25

    /// Ctrl+scroll zooms, or resizes the selection when the pointer is over it;
    /// plain scrolling pans, sideways with Shift. Scrolling down (positive
    /// `dy`) moves the view down the document and zooms out.
    public static func action(dx: Double, dy: Double, modifiers: InputModifiers, pointerOverSelection: Bool) -> Action {
        if modifiers.contains(.control) {
            let factor = pow(zoomStep, -dy)
            return pointerOverSelection ? .resizeSelection(factor: factor) : .zoom(factor: factor)
        }
        let (horizontal, vertical) = modifiers.contains(.shift) ? (dy, dx) : (dx, dy)
        return .pan(Point(x: -horizontal * panStep, y: -vertical * panStep))
    }
}

