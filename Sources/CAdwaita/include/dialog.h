#ifndef EMOJIART_DIALOG_H
#define EMOJIART_DIALOG_H
// The frame of the app's own dialogs (DialogWindow): from libadwaita 1.5 an
// AdwDialog, drawn inside the window it belongs to (a bottom sheet when that
// window is narrow), as GNOME's own apps show theirs; before, a window of
// its own over it. Both are declared in data/ui/ (dialog-in-window.ui,
// dialog.ui); these are the calls that differ between them.
#include "../../CGtk/gtk_shim.h"  // not <adwaita.h>: why in ../../CGLib/glib_shim.h

/// Whether this build's dialogs are AdwDialogs (libadwaita 1.5 or later).
gboolean emojiart_dialogs_in_window(void);

/// The size it opens at: the content's (AdwDialog) or the window's.
void emojiart_dialog_set_size(GtkWidget *_Nonnull dialog, int width, int height);

/// The widget Enter activates.
void emojiart_dialog_set_default_widget(GtkWidget *_Nonnull dialog, GtkWidget *_Nullable widget);

/// Shows `dialog` over `parent`: a document window, or a dialog over one.
void emojiart_dialog_present(GtkWidget *_Nonnull dialog, GtkWidget *_Nonnull parent);

/// Closes it, as its Close button and Escape do.
void emojiart_dialog_close(GtkWidget *_Nonnull dialog);

/// Closes the dialogs drawn inside `window` at once, asking nothing: an
/// AdwApplicationWindow answers a close request by closing its dialog and
/// stays open (libadwaita 1.7, reproduced with PyGObject), so Quit closes
/// them first. Nothing to do where dialogs are windows of their own.
void emojiart_dialogs_force_close(GtkWindow *_Nonnull window);

#endif
