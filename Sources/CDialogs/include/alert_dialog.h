#ifndef EMOJIART_ALERT_DIALOG_H
#define EMOJIART_ALERT_DIALOG_H
// GTK's alert, whichever the installed GTK has: GtkAlertDialog from GTK
// 4.10 on, GtkMessageDialog (deprecated there) before. Chosen when the app
// is built, by GTK_CHECK_VERSION; Swift sees one function.
#include "../../CGtk/gtk_shim.h"  // not <gtk/gtk.h>: why in ../../CGLib/glib_shim.h

/// Called once, on the main loop, with the response of the button chosen,
/// or `cancel_response` when the alert was closed with Escape or went with
/// its window.
typedef void (*EmojiArtAnswered)(int response, void *_Nullable user_data);

/// Shows `title` in bold, `message` under it and `count` buttons, modally
/// over `parent`. `styles[i]` is a CSS class for button i ("suggested-action",
/// "destructive-action") or NULL; GtkAlertDialog has no styles, and draws
/// every button alike.
void emojiart_alert(GtkWindow *_Nonnull parent, const char *_Nonnull title, const char *_Nonnull message,
                    const char *_Nullable const *_Nonnull labels, const int *_Nonnull responses,
                    const char *_Nullable const *_Nonnull styles, int count, int default_response,
                    int cancel_response, EmojiArtAnswered _Nonnull done, void *_Nullable user_data);

#endif
