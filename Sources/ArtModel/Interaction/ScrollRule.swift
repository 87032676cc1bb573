import Foundation

/// What a scroll (wheel or touchpad) does on the canvas.
public enum ScrollRule {
    /// What a scroll's deltas count: a mouse wheel's notches, or a
    /// touchpad's (or a smooth wheel's) surface pixels, as GTK 4.8 tells
    /// them apart (gtk_event_controller_scroll_get_unit).
    public enum Unit: Sendable {
        case wheel
        case surface
    }

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
    /// `dy`) moves the view down the document and zooms out. Two fingers
    /// on a touchpad pan by the distance they moved (they scroll sideways
    /// by themselves), and zoom one wheel notch for each `panStep` of it.
    public static func action(dx: Double, dy: Double, unit: Unit = .wheel, modifiers: InputModifiers,
                              pointerOverSelection: Bool) -> Action {
        let notches = unit == .wheel ? 1 : 1 / panStep
        if modifiers.contains(.control) {
            let factor = pow(zoomStep, -dy * notches)
            return pointerOverSelection ? .resizeSelection(factor: factor) : .zoom(factor: factor)
        }
        if unit == .surface { return .pan(Point(x: -dx, y: -dy)) }
        let (horizontal, vertical) = modifiers.contains(.shift) ? (dy, dx) : (dx, dy)
        return .pan(Point(x: -horizontal * panStep, y: -vertical * panStep))
    }
}

