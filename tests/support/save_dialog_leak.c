/* GTK 4.18's save dialog leaks what it learnt about the folders on the way
 * to the one it opens on, with none of our code in the way: three to six
 * GFileInfos made on a GIO worker thread, 0.6 to 1.3 KB each time, and at
 * times one GList node, made where the dialog's path bar makes its
 * buttons. GTK 4.8's does too (GtkFileChooserNative there: GtkFileDialog is
 * GTK 4.10 and later), hidden by GLib 2.74's slab allocator unless
 * G_SLICE=always-malloc; there they are made at libgio-2.0.so.0+0x135c1d
 * (with its display names at +0x135b5a) and libgtk-4.so.1+0x387ea5. On
 * Debian 13 (or 12, with G_SLICE=always-malloc and GDK_DEBUG=gl-disable),
 * under any X display:
 *
 *   clang -fsanitize=address save_dialog_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/save-dialog
 *   mkdir -p /tmp/a/b/c
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   GDK_DISABLE=gl dbus-run-session -- /tmp/save-dialog /tmp/a/b/c/x.png
 *
 * The dialog opens on /tmp/a/b/c and closes itself two seconds later;
 * LeakSanitizer then reports the GFileInfos (each stack passes through
 * libgio-2.0.so.0+0x142854 on a worker thread) and, when it comes, the
 * list node (made at libgtk-4.so.1+0x360790). tests/e2e/test_sanitized.py
 * knows them by those two frames. */
#include <gtk/gtk.h>

static GtkWidget *window;

#if GTK_CHECK_VERSION(4, 10, 0)
static void answered(GObject *dialog, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GFile *file = gtk_file_dialog_save_finish(GTK_FILE_DIALOG(dialog), result, &error);
    g_clear_object(&file);
    g_clear_error(&error);
    gtk_window_destroy(GTK_WINDOW(window));
}
#else
static void answered(GtkNativeDialog *chooser, int response, gpointer data) {
    gtk_native_dialog_destroy(chooser);
    g_object_unref(chooser);
    gtk_window_destroy(GTK_WINDOW(window));
}
#endif

static gboolean close_dialog(gpointer data) {
    GListModel *toplevels = gtk_window_get_toplevels();
    for (guint i = 0; i < g_list_model_get_n_items(toplevels); i++) {
        GtkWindow *toplevel = g_list_model_get_item(toplevels, i);
        if (GTK_WIDGET(toplevel) != window) gtk_window_close(toplevel);
        g_object_unref(toplevel);
    }
    return G_SOURCE_REMOVE;
}

static void activate(GApplication *app, gpointer path) {
    window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_present(GTK_WINDOW(window));
    GFile *file = g_file_new_for_path(path);
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_initial_file(dialog, file);
    gtk_file_dialog_save(dialog, GTK_WINDOW(window), NULL, answered, NULL);
    g_object_unref(dialog);
#else
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new("Save", GTK_WINDOW(window),
                                                                GTK_FILE_CHOOSER_ACTION_SAVE, NULL, NULL);
    gtk_file_chooser_set_file(GTK_FILE_CHOOSER(chooser), file, NULL);
    g_signal_connect(chooser, "response", G_CALLBACK(answered), NULL);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
#endif
    g_object_unref(file);
    g_timeout_add_seconds(2, close_dialog, NULL);
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    GtkApplication *app = gtk_application_new("org.example.SaveDialogLeak", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), argv[1]);
    int status = g_application_run(G_APPLICATION(app), 0, NULL);
    g_object_unref(app);
    return status;
}
