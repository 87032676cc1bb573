#ifndef EMOJIART_ALERT_H
#define EMOJIART_ALERT_H
// libadwaita's alert, whichever the installed release has: AdwAlertDialog
// from 1.5 on (shown inside its window), AdwMessageDialog (a window of its
// own, deprecated in 1.6) before. Swift sees one function.
#include "../../CGtk/gtk_shim.h"  // not <adwaita.h>: why in ../../CGLib/glib_shim.h

/// How a button looks, as GNOME styles a dialog's buttons.
typedef enum {
    EMOJIART_BUTTON_PLAIN,
    EMOJIART_BUTTON_SUGGESTED,
    EMOJIART_BUTTON_DESTRUCTIVE,
} EmojiArtButtonLook;

/// Called once, on the main loop after the alert has closed, with the
/// response of the button chosen, or `cancel_response` when the alert was
/// closed with Escape or went with its window.
typedef void (*EmojiArtAnswered)(int response, void *_Nullable user_data);

/// Shows `title` as the heading, `message` under it and `count` buttons,
/// modally over `parent`; `title` also names the alert to window lists and
/// screen readers.
void emojiart_alert(GtkWindow *_Nonnull parent, const char *_Nonnull title, const char *_Nonnull message,
                    const char *_Nullable const *_Nonnull labels, const int *_Nonnull responses,
                    const EmojiArtButtonLook *_Nonnull looks, int count, int default_response,
                    int cancel_response, EmojiArtAnswered _Nonnull done, void *_Nullable user_data);

#endif
