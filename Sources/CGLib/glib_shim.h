#ifndef EMOJIART_GLIB_SHIM_H
#define EMOJIART_GLIB_SHIM_H
// GLib's headers belong to this module alone. Were two Clang modules to
// include them textually, each would hold its own copy of every GLib type;
// a whole-module (release) build imports such a type once, owned by the
// first module a file reached it through, and its enum constants are then
// invisible to files that do not import that module ("cannot find
// 'G_USER_DIRECTORY_PICTURES' in scope", while the debug build passed).
// tests/support/module_ownership_reproduction.sh shows it without our code.
#include <gio/gio.h>
#include <glib-unix.h>

static inline GType emojiart_type_string(void) { return G_TYPE_STRING; }
static inline GType emojiart_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType emojiart_type_int(void) { return G_TYPE_INT; }
static inline GType emojiart_type_object(void) { return G_TYPE_OBJECT; }

#endif
