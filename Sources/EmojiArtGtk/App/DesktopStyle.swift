import ArtModel
import CAdwaita
import CGtk

/// The desktop's style as libadwaita follows it (light or dark, high
/// contrast, the accent colour), for what the app draws itself. Widgets
/// follow it through Adwaita's stylesheet; nothing of ours overrides it.
@MainActor
enum DesktopStyle {
    static var current: CanvasStyle {
        guard let manager = adw_style_manager_get_default() else { return .light }
        var rgba = GdkRGBA()
        let accent = emojiart_accent_color(&rgba) != 0
            ? CanvasStyle.Colour(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
            : nil
        return CanvasStyle(isDark: adw_style_manager_get_dark(manager) != 0,
                           isHighContrast: adw_style_manager_get_high_contrast(manager) != 0, accent: accent)
    }

    /// Calls `changed` when the style changes, for as long as the connection is kept.
    static func follow(_ changed: @escaping @MainActor () -> Void) -> SignalConnection? {
        guard let manager = adw_style_manager_get_default().map(Opaque<StyleManager>.init) else { return nil }
        return SignalConnection(on: manager) { manager in Signal.connect(manager, .notifyAny) { changed() } }
    }
}
