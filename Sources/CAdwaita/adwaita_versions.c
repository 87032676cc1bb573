#include "adwaita_versions.h"

GtkWidget *emojiart_toolbar_content(GtkWidget *header_bar, GtkWidget *content) {
#if ADW_CHECK_VERSION(1, 4, 0)
    GtkWidget *view = adw_toolbar_view_new();
    adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(view), header_bar);
    adw_toolbar_view_set_content(ADW_TOOLBAR_VIEW(view), content);
    return view;
#else
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(box), header_bar);
    gtk_box_append(GTK_BOX(box), content);
    return box;
#endif
}

gboolean emojiart_accent_color(GdkRGBA *color) {
#if ADW_CHECK_VERSION(1, 6, 0)
    AdwStyleManager *manager = adw_style_manager_get_default();
    if (!adw_style_manager_get_system_supports_accent_colors(manager)) return FALSE;
    GdkRGBA *accent = adw_style_manager_get_accent_color_rgba(manager);
    *color = *accent;
    gdk_rgba_free(accent);
    return TRUE;
#else
    (void)color;
    return FALSE;
#endif
}
