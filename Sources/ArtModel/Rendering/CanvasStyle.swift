/// The colours of what the canvas draws itself, following the desktop's
/// style as libadwaita reports it: the field around and under the picture
/// is Adwaita's view colour, light or dark; the selection and the rubber
/// band are the accent colour (the desktop's own where libadwaita has one).
/// Emojis and the picture are the document's and never change with it.
public struct CanvasStyle: Equatable, Sendable {
    /// A colour as GdkRGBA has it: each channel from 0 to 1.
    public struct Colour: Hashable, Sendable {
        public let red: Double
        public let green: Double
        public let blue: Double
        public let alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// "#3584e4".
        init(hex: UInt32) {
            self.init(red: Double(hex >> 16 & 0xff) / 255, green: Double(hex >> 8 & 0xff) / 255, blue: Double(hex & 0xff) / 255)
        }

        public func withAlpha(_ alpha: Double) -> Colour { Colour(red: red, green: green, blue: blue, alpha: alpha) }

        public static let white = Colour(hex: 0xffffff)
        public static let black = Colour(hex: 0x000000)
    }

    /// Under everything: Adwaita's view background (@view_bg_color).
    public let field: Colour
    /// The selection ring's colour, and the rubber band's.
    public let accent: Colour
    /// Around the accent ring, so that it shows on any picture.
    public let ringHalo: Colour
    /// How thick the selection ring is, in view points (high contrast thickens it).
    public let ringWidth: Double
    public let rubberBandFill: Colour
    /// The keyboard's focus ring: an outer and an inner line of opposite
    /// lightness, seen on any picture.
    public let focusOuter: Colour
    public let focusInner: Colour

    /// Adwaita's blue (@accent_bg_color), where the desktop names no accent.
    public static let adwaitaBlue = Colour(hex: 0x3584e4)

    public init(isDark: Bool, isHighContrast: Bool, accent desktopAccent: Colour? = nil) {
        field = isDark ? Colour(hex: 0x1e1e1e) : .white
        accent = desktopAccent?.withAlpha(1) ?? Self.adwaitaBlue
        ringHalo = isDark ? .black : .white
        ringWidth = isHighContrast ? 3 : 2
        rubberBandFill = accent.withAlpha(isHighContrast ? 0.3 : isDark ? 0.25 : 0.15)
        focusOuter = isDark ? .black : .white
        focusInner = (isDark ? Colour.white : .black).withAlpha(isHighContrast ? 1 : 0.8)
    }

    /// Before the desktop has said anything: Adwaita's light style.
    public static let light = CanvasStyle(isDark: false, isHighContrast: false)
}
