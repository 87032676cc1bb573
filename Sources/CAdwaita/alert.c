#include "alert.h"

typedef struct {
    EmojiArtAnswered done;
    void *user_data;
    int response;
} Pending;

/// libadwaita names responses by string: the response's number, written out.
static char *response_id(int response) { return g_strdup_printf("%d", response); }
static int response_number(const char *id) { return (int)g_ascii_strtoll(id, NULL, 10); }

/// Answers once the alert is gone: an answer that closes the parent (Discard)
/// must not close it under an alert still taking down its buttons.
static gboolean answer(gpointer data) {
    Pending *pending = data;
    pending->done(pending->response, pending->user_data);
    g_free(pending);
    return G_SOURCE_REMOVE;
}

#if ADW_CHECK_VERSION(1, 5, 0)
#define ALERT(call) adw_alert_dialog_##call
#define ALERT_CAST ADW_ALERT_DIALOG

static void chosen(GObject *source, GAsyncResult *result, gpointer data) {
    Pending *pending = data;
    pending->response = response_number(adw_alert_dialog_choose_finish(ADW_ALERT_DIALOG(source), result));
    g_idle_add(answer, pending);
}
#else
#define ALERT(call) adw_message_dialog_##call
#define ALERT_CAST ADW_MESSAGE_DIALOG

static void responded(AdwMessageDialog *dialog, const char *response, gpointer data) {
    (void)dialog;
    Pending *pending = data;
    pending->response = response_number(response);
}

/// The dialog closes itself after a response, or goes with its parent
/// (the cancel response, set beforehand): either way it is answered now.
static void destroyed(GtkWidget *dialog, gpointer data) {
    (void)dialog;
    g_idle_add(answer, data);
}
#endif

static AdwResponseAppearance appearance(EmojiArtButtonLook look) {
    switch (look) {
    case EMOJIART_BUTTON_SUGGESTED: return ADW_RESPONSE_SUGGESTED;
    case EMOJIART_BUTTON_DESTRUCTIVE: return ADW_RESPONSE_DESTRUCTIVE;
    default: return ADW_RESPONSE_DEFAULT;
    }
}

void emojiart_alert(GtkWindow *parent, const char *title, const char *message, const char *const *labels,
                    const int *responses, const EmojiArtButtonLook *looks, int count, int default_response,
                    int cancel_response, EmojiArtAnswered done, void *user_data) {
#if ADW_CHECK_VERSION(1, 5, 0)
    AdwDialog *dialog = adw_alert_dialog_new(title, message);
    adw_dialog_set_title(dialog, title);
#else
    GtkWidget *dialog = adw_message_dialog_new(parent, title, message);
    gtk_window_set_title(GTK_WINDOW(dialog), title);
    gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
    gtk_window_set_destroy_with_parent(GTK_WINDOW(dialog), TRUE);
#endif
    for (int index = 0; index < count; index++) {
        char *id = response_id(responses[index]);
        ALERT(add_response)(ALERT_CAST(dialog), id, labels[index]);
        ALERT(set_response_appearance)(ALERT_CAST(dialog), id, appearance(looks[index]));
        g_free(id);
    }
    char *default_id = response_id(default_response), *cancel_id = response_id(cancel_response);
    ALERT(set_default_response)(ALERT_CAST(dialog), default_id);
    ALERT(set_close_response)(ALERT_CAST(dialog), cancel_id);
    g_free(default_id);
    g_free(cancel_id);

    Pending *pending = g_new0(Pending, 1);
    *pending = (Pending){done, user_data, cancel_response};
#if ADW_CHECK_VERSION(1, 5, 0)
    adw_alert_dialog_choose(ADW_ALERT_DIALOG(dialog), GTK_WIDGET(parent), NULL, chosen, pending);
#else
    g_signal_connect(dialog, "response", G_CALLBACK(responded), pending);
    g_signal_connect(dialog, "destroy", G_CALLBACK(destroyed), pending);
    gtk_window_present(GTK_WINDOW(dialog));
#endif
}
