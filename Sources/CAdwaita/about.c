#include "about.h"

#if ADW_CHECK_VERSION(1, 5, 0)
#define ABOUT(call) adw_about_dialog_##call
#define ABOUT_CAST ADW_ABOUT_DIALOG
#else
#define ABOUT(call) adw_about_window_##call
#define ABOUT_CAST ADW_ABOUT_WINDOW
#endif

void emojiart_present_about(GtkWindow *parent, const char *title, const EmojiArtAbout *about) {
#if ADW_CHECK_VERSION(1, 5, 0)
    GtkWidget *dialog = GTK_WIDGET(adw_about_dialog_new());
#else
    // A window that screen readers announce as a dialog, as GtkAboutDialog was.
    GtkWidget *dialog = g_object_new(ADW_TYPE_ABOUT_WINDOW, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL);
#endif
    ABOUT(set_application_name)(ABOUT_CAST(dialog), about->name);
    ABOUT(set_application_icon)(ABOUT_CAST(dialog), about->icon_name);
    ABOUT(set_version)(ABOUT_CAST(dialog), about->version);
    ABOUT(set_release_notes_version)(ABOUT_CAST(dialog), about->version);
    ABOUT(set_release_notes)(ABOUT_CAST(dialog), about->release_notes);
    ABOUT(set_developer_name)(ABOUT_CAST(dialog), about->developer);
    ABOUT(set_comments)(ABOUT_CAST(dialog), about->comments);
    ABOUT(set_website)(ABOUT_CAST(dialog), about->website);
    ABOUT(set_license_type)(ABOUT_CAST(dialog), GTK_LICENSE_MIT_X11);
    ABOUT(set_debug_info)(ABOUT_CAST(dialog), about->debug_info);
    const char *credits[] = {about->credit, NULL};
    ABOUT(add_credit_section)(ABOUT_CAST(dialog), about->credit_section, credits);
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_dialog_set_title(ADW_DIALOG(dialog), title);
    adw_dialog_present(ADW_DIALOG(dialog), parent ? GTK_WIDGET(parent) : NULL);
#else
    gtk_window_set_title(GTK_WINDOW(dialog), title);
    gtk_window_set_transient_for(GTK_WINDOW(dialog), parent);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    gtk_window_present(GTK_WINDOW(dialog));
#endif
}
