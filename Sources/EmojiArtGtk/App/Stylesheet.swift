import CGtk
import Foundation

/// The app's CSS, from the data folder, applied to every window.
@MainActor
enum Stylesheet {
    static func load(from url: URL) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, url.path)
        gtk_style_context_add_provider_for_display(display, provider?.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider?.raw)
    }
}
