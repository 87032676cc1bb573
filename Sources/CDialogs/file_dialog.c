#include "file_dialog.h"

typedef struct {
    EmojiArtFileChoice choice;
    EmojiArtFilesChosen done;
    void *user_data;
} Pending;

static Pending *pending_new(EmojiArtFileChoice choice, EmojiArtFilesChosen done, void *user_data) {
    Pending *pending = g_new(Pending, 1);
    *pending = (Pending){choice, done, user_data};
    return pending;
}

#if GTK_CHECK_VERSION(4, 10, 0)

static GListModel *one_file_list(GFile *file) {
    if (file == NULL) return NULL;
    GListStore *files = g_list_store_new(G_TYPE_FILE);
    g_list_store_append(files, file);
    g_object_unref(file);
    return G_LIST_MODEL(files);
}

static void finished(GObject *source, GAsyncResult *result, gpointer data) {
    Pending *pending = data;
    GtkFileDialog *dialog = GTK_FILE_DIALOG(source);
    GError *error = NULL;  // dismissed by the user, or failed: nothing chosen either way
    GListModel *files = NULL;
    switch (pending->choice) {
    case EMOJIART_CHOOSE_ONE_FILE: files = one_file_list(gtk_file_dialog_open_finish(dialog, result, &error)); break;
    case EMOJIART_CHOOSE_FILES: files = gtk_file_dialog_open_multiple_finish(dialog, result, &error); break;
    case EMOJIART_CHOOSE_NEW_FILE: files = one_file_list(gtk_file_dialog_save_finish(dialog, result, &error)); break;
    }
    g_clear_error(&error);
    pending->done(files, pending->user_data);
    g_clear_object(&files);
    g_free(pending);
}

void emojiart_choose_files(GtkWindow *parent, EmojiArtFileChoice choice, const char *title, const char *accept_label,
                           const char *cancel_label, GtkFileFilter *filter, const char *initial_name,
                           const char *initial_folder, EmojiArtFilesChosen done, void *user_data) {
    (void)cancel_label;  // GtkFileDialog labels its own Cancel
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_accept_label(dialog, accept_label);
    gtk_file_dialog_set_modal(dialog, TRUE);
    GListStore *filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
    g_list_store_append(filters, filter);
    gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(filters));
    gtk_file_dialog_set_default_filter(dialog, filter);
    g_object_unref(filters);
    g_object_unref(filter);
    if (initial_name != NULL) gtk_file_dialog_set_initial_name(dialog, initial_name);
    if (initial_folder != NULL) {
        GFile *folder = g_file_new_for_path(initial_folder);
        gtk_file_dialog_set_initial_folder(dialog, folder);
        g_object_unref(folder);
    }

    Pending *pending = pending_new(choice, done, user_data);
    switch (choice) {
    case EMOJIART_CHOOSE_ONE_FILE: gtk_file_dialog_open(dialog, parent, NULL, finished, pending); break;
    case EMOJIART_CHOOSE_FILES: gtk_file_dialog_open_multiple(dialog, parent, NULL, finished, pending); break;
    case EMOJIART_CHOOSE_NEW_FILE: gtk_file_dialog_save(dialog, parent, NULL, finished, pending); break;
    }
    g_object_unref(dialog);  // the operation holds it until it finishes
}

#else

static gboolean release_later(gpointer chooser) {
    g_object_unref(chooser);
    return G_SOURCE_REMOVE;
}

static void answered(GtkNativeDialog *chooser, int response, gpointer data) {
    Pending *pending = data;
    GListModel *files = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_files(GTK_FILE_CHOOSER(chooser)) : NULL;
    pending->done(files, pending->user_data);
    g_clear_object(&files);
    g_free(pending);
    // Let go only once GTK has finished emitting the response: released
    // inside it, the chooser's dialog was torn down while GTK still used it
    // (AddressSanitizer saw it when the parent window closed at once).
    g_idle_add(release_later, chooser);
}

void emojiart_choose_files(GtkWindow *parent, EmojiArtFileChoice choice, const char *title, const char *accept_label,
                           const char *cancel_label, GtkFileFilter *filter, const char *initial_name,
                           const char *initial_folder, EmojiArtFilesChosen done, void *user_data) {
    GtkFileChooserAction action = choice == EMOJIART_CHOOSE_NEW_FILE ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN;
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(title, parent, action, accept_label, cancel_label);
    gtk_file_chooser_set_select_multiple(GTK_FILE_CHOOSER(chooser), choice == EMOJIART_CHOOSE_FILES);
    gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    g_object_unref(filter);
    if (initial_name != NULL) gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), initial_name);
    if (initial_folder != NULL) {
        GFile *folder = g_file_new_for_path(initial_folder);
        gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
        g_object_unref(folder);
    }
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    g_signal_connect(chooser, "response", G_CALLBACK(answered), pending_new(choice, done, user_data));
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
}

#endif
