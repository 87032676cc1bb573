import CGtk
import Foundation

/// The app's CSS (and, uninstalled, its icon) from the data folder, for every window.
@MainActor
enum Stylesheet {
    static func load(from url: URL) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, url.path)
        gtk_style_context_add_provider_for_display(display, provider?.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider?.raw)
    }

    /// The app's icon where it is not installed (run from the source tree,
    /// whose data/icons the hicolor theme does not know): About shows it.
    static func addIcons(from folder: URL) {
        guard FileManager.default.fileExists(atPath: folder.path), let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder.path)
    }
}
