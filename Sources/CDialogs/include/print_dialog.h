#ifndef EMOJIART_PRINT_DIALOG_H
#define EMOJIART_PRINT_DIALOG_H
// GTK's print dialog (GtkPrintOperation: the portal's where there is one)
// for one page, its signals handled here so that Swift sees two callbacks.
#include "../../CGtk/gtk_shim.h"  // not <gtk/gtk.h>: why in ../../CGLib/glib_shim.h

/// Draws the page into `cairo`, whose area is `width` × `height` points
/// (the printable area, its origin at the top left corner of it), placed as
/// the dialog's own tab chose: the index of one of its `placements`.
typedef void (*EmojiArtDrawPage)(cairo_t *_Nonnull cairo, double width, double height, int placement,
                                 void *_Nullable user_data);

/// Called once, on the main loop, when the operation is over: `error` is
/// NULL unless printing failed (a cancelled dialog is no failure).
typedef void (*EmojiArtPrintDone)(const char *_Nullable error, void *_Nullable user_data);

/// Shows the print dialog over `parent` for a one-page job named
/// `job_name`, the page turned landscape when `landscape`; "Print to File"
/// suggests `output_uri`. A tab of the dialog's, `tab_label`, offers the
/// NULL-terminated `placements` (the first chosen at first). `user_data` is
/// passed to `draw` and `done`, and freed by `destroy` after `done`.
void emojiart_print_page(GtkWindow *_Nullable parent, const char *_Nonnull job_name, gboolean landscape,
                         const char *_Nullable output_uri, const char *_Nonnull tab_label,
                         const char *_Nullable const *_Nonnull placements, EmojiArtDrawPage _Nonnull draw,
                         EmojiArtPrintDone _Nonnull done, void *_Nullable user_data,
                         GDestroyNotify _Nonnull destroy);

#endif
