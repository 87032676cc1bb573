#ifndef EMOJIART_ABOUT_H
#define EMOJIART_ABOUT_H
// libadwaita's About: AdwAboutDialog from 1.5 on (inside its window),
// AdwAboutWindow (deprecated in 1.6) before.
#include "../../CGtk/gtk_shim.h"  // not <adwaita.h>: why in ../../CGLib/glib_shim.h

/// Each field is a string; NULL only where one could not be copied.
typedef struct {
    const char *_Nullable name;
    const char *_Nullable icon_name;
    const char *_Nullable version;
    /// What's New in `version`: AppStream's description markup.
    const char *_Nullable release_notes;
    const char *_Nullable developer;
    const char *_Nullable comments;
    const char *_Nullable website;
    /// A credits section ("Inspiration") and its one line.
    const char *_Nullable credit_section;
    const char *_Nullable credit;
    /// Shown under Troubleshooting: what a bug report needs (the renderer).
    const char *_Nullable debug_info;
} EmojiArtAbout;

/// Shows About over `parent`, titled "About {name}" as `title` says.
void emojiart_present_about(GtkWindow *_Nullable parent, const char *_Nonnull title,
                            const EmojiArtAbout *_Nonnull about);

#endif
