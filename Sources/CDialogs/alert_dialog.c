#include "alert_dialog.h"

/// A message dialog's title bar, when GTK draws it (always on Wayland),
/// shows the title a second time above the same words in bold: an empty one.
static void without_title_bar(GtkWindow *dialog) {
    GtkWidget *none = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_visible(none, FALSE);
    gtk_window_set_titlebar(dialog, none);
}

#if GTK_CHECK_VERSION(4, 10, 0)

typedef struct {
    int *responses;
    int count;
    int cancel_response;
    EmojiArtAnswered done;
    void *user_data;
} Pending;

static int index_of(const int *responses, int count, int response) {
    for (int index = 0; index < count; index++) {
        if (responses[index] == response) return index;
    }
    return -1;
}

static void chosen(GObject *source, GAsyncResult *result, gpointer data) {
    Pending *pending = data;
    GError *error = NULL;  // dismissed: closed without a button
    int index = gtk_alert_dialog_choose_finish(GTK_ALERT_DIALOG(source), result, &error);
    g_clear_error(&error);
    pending->done(index >= 0 && index < pending->count ? pending->responses[index] : pending->cancel_response,
                  pending->user_data);
    g_free(pending->responses);
    g_free(pending);
}

/// The toplevel windows there are now, to tell a new one by.
static GPtrArray *toplevels_now(void) {
    GListModel *toplevels = gtk_window_get_toplevels();
    GPtrArray *windows = g_ptr_array_new();
    for (guint index = 0; index < g_list_model_get_n_items(toplevels); index++) {
        gpointer window = g_list_model_get_item(toplevels, index);
        g_ptr_array_add(windows, window);
        g_object_unref(window);  // compared by address only, while no window goes
    }
    return windows;
}

/// GtkAlertDialog leaves the window it shows untitled: nothing names it in a
/// window list, nor to the tests that find dialogs by title. It shows that
/// window before choose returns, so the new toplevel over `parent` is it.
static void title_new_window(GPtrArray *before, GtkWindow *parent, const char *title) {
    GPtrArray *now = toplevels_now();
    for (guint index = 0; index < now->len; index++) {
        GtkWindow *window = g_ptr_array_index(now, index);
        if (!g_ptr_array_find(before, window, NULL) && gtk_window_get_transient_for(window) == parent) {
            gtk_window_set_title(window, title);
            without_title_bar(window);
        }
    }
    g_ptr_array_unref(now);
}

void emojiart_alert(GtkWindow *parent, const char *title, const char *message, const char *const *labels,
                    const int *responses, const char *const *styles, int count, int default_response,
                    int cancel_response, EmojiArtAnswered done, void *user_data) {
    (void)styles;
    GtkAlertDialog *dialog = gtk_alert_dialog_new("%s", title);
    gtk_alert_dialog_set_detail(dialog, message);
    const char **names = g_new0(const char *, count + 1);
    for (int index = 0; index < count; index++) names[index] = labels[index];
    gtk_alert_dialog_set_buttons(dialog, names);
    g_free(names);
    gtk_alert_dialog_set_default_button(dialog, index_of(responses, count, default_response));
    gtk_alert_dialog_set_cancel_button(dialog, index_of(responses, count, cancel_response));
    gtk_alert_dialog_set_modal(dialog, TRUE);

    Pending *pending = g_new(Pending, 1);
    *pending = (Pending){g_memdup2(responses, sizeof(int) * count), count, cancel_response, done, user_data};
    GPtrArray *before = toplevels_now();
    gtk_alert_dialog_choose(dialog, parent, NULL, chosen, pending);
    title_new_window(before, parent, title);
    g_ptr_array_unref(before);
    g_object_unref(dialog);  // the choice holds it until it is made
}

#else

typedef struct {
    EmojiArtAnswered done;
    void *user_data;
    int cancel_response;
} Pending;

static void answered(GtkDialog *dialog, int response, gpointer data) {
    Pending *pending = data;
    // The dialog is disposed only once this signal is over; when the answer
    // (Discard) closed its parent, its dispose then unset a parent already
    // finalized (gtk_window_set_transient_for in the backtrace, four
    // criticals). So it lets go of the parent now.
    gtk_window_set_transient_for(GTK_WINDOW(dialog), NULL);
    gtk_window_destroy(GTK_WINDOW(dialog));
    // Escape, or the window manager's close: as GtkAlertDialog's cancel.
    pending->done(response == GTK_RESPONSE_DELETE_EVENT ? pending->cancel_response : response, pending->user_data);
    g_free(pending);
}

void emojiart_alert(GtkWindow *parent, const char *title, const char *message, const char *const *labels,
                    const int *responses, const char *const *styles, int count, int default_response,
                    int cancel_response, EmojiArtAnswered done, void *user_data) {
    GtkWindow *dialog = g_object_new(GTK_TYPE_MESSAGE_DIALOG, "text", title, "secondary-text", message, NULL);
    gtk_window_set_title(dialog, title);  // for window lists and screen readers
    without_title_bar(dialog);
    gtk_window_set_modal(dialog, TRUE);
    gtk_window_set_transient_for(dialog, parent);
    gtk_window_set_application(dialog, gtk_window_get_application(parent));
    gtk_window_set_destroy_with_parent(dialog, TRUE);
    for (int index = 0; index < count; index++) {
        GtkWidget *button = gtk_dialog_add_button(GTK_DIALOG(dialog), labels[index], responses[index]);
        if (styles[index] != NULL) gtk_widget_add_css_class(button, styles[index]);
    }
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), default_response);
    Pending *pending = g_new(Pending, 1);
    *pending = (Pending){done, user_data, cancel_response};
    g_signal_connect(dialog, "response", G_CALLBACK(answered), pending);
    gtk_window_present(dialog);
}

#endif
