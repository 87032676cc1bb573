#ifndef EMOJIART_ADWAITA_VERSIONS_H
#define EMOJIART_ADWAITA_VERSIONS_H
// What libadwaita offers in one release and not in another (1.2 on Debian
// 12, 1.7 on Debian 13), chosen when the app is built by ADW_CHECK_VERSION;
// Swift sees one function for each.
#include "../../CGtk/gtk_shim.h"  // not <adwaita.h>: why in ../../CGLib/glib_shim.h

/// A window's header bar over its content: in an AdwToolbarView from
/// libadwaita 1.4, in a vertical box before.
GtkWidget *_Nonnull emojiart_toolbar_content(GtkWidget *_Nonnull header_bar, GtkWidget *_Nonnull content);

/// The desktop's accent colour, from libadwaita 1.6 (which follows the
/// desktop's choice); FALSE, and `color` untouched, where there is none.
gboolean emojiart_accent_color(GdkRGBA *_Nonnull color);

#endif
