#ifndef EMOJIART_GTK_SHIM_H
#define EMOJIART_GTK_SHIM_H
// Only what Swift cannot import by itself: the C API as headers, plus
// static inline wrappers of macros. No logic lives here.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>

static inline GType emojiart_type_string(void) { return G_TYPE_STRING; }
static inline GType emojiart_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType emojiart_type_int(void) { return G_TYPE_INT; }
static inline GType emojiart_type_object(void) { return G_TYPE_OBJECT; }

#endif
