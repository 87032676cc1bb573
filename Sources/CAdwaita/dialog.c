#include "dialog.h"

gboolean emojiart_dialogs_in_window(void) {
    return ADW_CHECK_VERSION(1, 5, 0);
}

#if ADW_CHECK_VERSION(1, 5, 0)

void emojiart_dialog_set_size(GtkWidget *dialog, int width, int height) {
    adw_dialog_set_content_width(ADW_DIALOG(dialog), width);
    adw_dialog_set_content_height(ADW_DIALOG(dialog), height);
}

void emojiart_dialog_set_default_widget(GtkWidget *dialog, GtkWidget *widget) {
    adw_dialog_set_default_widget(ADW_DIALOG(dialog), widget);
}

void emojiart_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
    adw_dialog_present(ADW_DIALOG(dialog), parent);
}

void emojiart_dialog_close(GtkWidget *dialog) {
    adw_dialog_close(ADW_DIALOG(dialog));
}

void emojiart_dialogs_force_close(GtkWindow *window) {
    if (!ADW_IS_APPLICATION_WINDOW(window)) return;
    // Each force close takes its dialog away at once; the bound is a guard.
    AdwDialog *dialog;
    for (int closed = 0; closed < 16
         && (dialog = adw_application_window_get_visible_dialog(ADW_APPLICATION_WINDOW(window))); closed++) {
        adw_dialog_force_close(dialog);
    }
}

#else

void emojiart_dialog_set_size(GtkWidget *dialog, int width, int height) {
    gtk_window_set_default_size(GTK_WINDOW(dialog), width, height);
}

void emojiart_dialog_set_default_widget(GtkWidget *dialog, GtkWidget *widget) {
    gtk_window_set_default_widget(GTK_WINDOW(dialog), widget);
}

void emojiart_dialog_present(GtkWidget *dialog, GtkWidget *parent) {
    GtkWindow *window = GTK_WINDOW(gtk_widget_get_root(parent));
    gtk_window_set_transient_for(GTK_WINDOW(dialog), window);
    gtk_window_set_application(GTK_WINDOW(dialog), gtk_window_get_application(window));
    gtk_window_present(GTK_WINDOW(dialog));
}

void emojiart_dialog_close(GtkWidget *dialog) {
    gtk_window_close(GTK_WINDOW(dialog));
}

void emojiart_dialogs_force_close(GtkWindow *window) {
    (void)window;
}

#endif
