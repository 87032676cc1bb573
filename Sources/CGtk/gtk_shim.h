#ifndef EMOJIART_GTK_SHIM_H
#define EMOJIART_GTK_SHIM_H
// Only what Swift cannot import by itself: the C API as headers, plus
// static inline wrappers of macros. No logic lives here. GLib, cairo and
// gdk-pixbuf come from their own modules first (why: ../CGLib/glib_shim.h).
#include "../CGLib/glib_shim.h"
#include "../CImaging/imaging_shim.h"
#include <adwaita.h>  // GTK 4 and libadwaita: this module owns both
#include <pango/pangocairo.h>

#endif
