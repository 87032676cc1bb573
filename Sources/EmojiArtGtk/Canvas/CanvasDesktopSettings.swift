import ArtModel
import CGtk

/// The desktop's settings a canvas follows, for as long as it lives:
/// "Enable animations" (zoom to fit glides, or jumps), the text scale (new
/// emojis are as much larger) and the style (light, dark, high contrast),
/// whose colours the canvas draws its own things in.
@MainActor
final class CanvasDesktopSettings {
    private(set) var style = DesktopStyle.current
    /// Told when the style changes.
    var onStyleChange: (@MainActor () -> Void)?
    private var connections: [SignalConnection] = []

    /// Zoom to fit glides there in about 200 ms, unless the desktop turned animations off.
    private static let fitDuration = 0.2

    /// Sets `interaction`'s fit duration and text scale now and as they change.
    init(of widget: UnsafeMutablePointer<GtkWidget>, for interaction: CanvasInteraction) {
        if let settings = gtk_widget_get_settings(widget).map(Opaque<ToolkitSettings>.init) {
            let follow = {
                interaction.fitDuration = GObjectProperty.bool(settings, "gtk-enable-animations") ? Self.fitDuration : 0
                // GTK's Xft DPI over the standard 96, in 1024ths.
                let dpi = GObjectProperty.int(settings, "gtk-xft-dpi")
                interaction.textScale = dpi > 0 ? Double(dpi) / (96 * 1024) : 1
            }
            follow()
            connections = ["gtk-enable-animations", "gtk-xft-dpi"].map { name in
                SignalConnection(on: settings) { settings in Signal.connect(settings, .notify(name)) { follow() } }
            }
        }
        let styleChanges = DesktopStyle.follow { [weak self] in
            self?.style = DesktopStyle.current
            self?.onStyleChange?()
        }
        connections += [styleChanges].compactMap { $0 }
    }
}
