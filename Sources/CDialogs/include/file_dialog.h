#ifndef EMOJIART_FILE_DIALOG_H
#define EMOJIART_FILE_DIALOG_H
// GTK's file dialog, whichever the installed GTK has: GtkFileDialog from
// GTK 4.10 on, GtkFileChooserNative (deprecated there) before. Chosen when
// the app is built, by GTK_CHECK_VERSION; Swift sees one function.
#include "../../CGtk/gtk_shim.h"  // not <gtk/gtk.h>: why in ../../CGLib/glib_shim.h

typedef enum {
    EMOJIART_CHOOSE_ONE_FILE,
    EMOJIART_CHOOSE_FILES,
    EMOJIART_CHOOSE_NEW_FILE,
} EmojiArtFileChoice;

/// Called once, on the main loop: the chosen files, a list that is the
/// callee's to keep only by taking a reference; NULL when the user
/// cancelled or the dialog failed.
typedef void (*EmojiArtFilesChosen)(GListModel *_Nullable files, void *_Nullable user_data);

/// Shows the dialog modally over `parent`, showing only what `filter`
/// matches (the dialog owns the filter from then on). `initial_name` is the
/// name suggested for a new file, and `initial_folder` the folder to open
/// in (each NULL for the dialog's own choice).
void emojiart_choose_files(GtkWindow *_Nullable parent, EmojiArtFileChoice choice, const char *_Nonnull title,
                           const char *_Nonnull accept_label, const char *_Nonnull cancel_label,
                           GtkFileFilter *_Nonnull filter, const char *_Nullable initial_name,
                           const char *_Nullable initial_folder, EmojiArtFilesChosen _Nonnull done,
                           void *_Nullable user_data);

#endif
