/* GTK's file chooser loses the GError of a folder listing it cancels, with
 * none of our code in the way: gtk_file_system_model_got_enumerator
 * (gtkfilesystemmodel.c) frees the error only when it is not
 * G_IO_ERROR_CANCELLED, in GTK 4.8.3 and 4.18.6 alike. A folder's listing
 * is cancelled when the chooser moves on before it is read: a path typed
 * in its location entry, a dialog closed at once. GLib 2.74's slab
 * allocator hides it from LeakSanitizer unless G_SLICE=always-malloc. On
 * Debian 12 (GtkFileChooserWidget is deprecated from GTK 4.10 but still
 * there), under any X display:
 *
 *   clang -fsanitize=address file_chooser_cancel_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/chooser-leak
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   G_SLICE=always-malloc GDK_DEBUG=gl-disable /tmp/chooser-leak
 *
 * The chooser is sent from folder to folder faster than it can list them.
 * LeakSanitizer reports GErrors ("Operation was cancelled") made by
 * g_task_propagate_pointer, called at libgtk-4.so.1+0x378fa6 in that
 * build; an argument, "slowly", lets each listing finish first, and
 * nothing of it is left. tests/e2e/test_sanitized.py knows it by the code
 * of gtk_file_system_model_got_enumerator. */
#include <gtk/gtk.h>
#include <string.h>

static gboolean slowly;

static void settle(int milliseconds) {
    gint64 end = g_get_monotonic_time() + milliseconds * 1000;
    while (g_get_monotonic_time() < end)
        g_main_context_iteration(NULL, FALSE);
}

int main(int argc, char **argv) {
    slowly = argc > 1 && strcmp(argv[1], "slowly") == 0;
    gtk_init();
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkWidget *window = gtk_window_new();
    GtkWidget *chooser = gtk_file_chooser_widget_new(GTK_FILE_CHOOSER_ACTION_OPEN);
    gtk_window_set_child(GTK_WINDOW(window), chooser);
    gtk_window_present(GTK_WINDOW(window));
    const char *folders[] = {"/usr/share", "/usr/lib", "/usr/include", "/etc", "/usr/bin"};
    for (int round = 0; round < 4; round++) {
        for (guint i = 0; i < G_N_ELEMENTS(folders); i++) {
            GFile *folder = g_file_new_for_path(folders[i]);
            gtk_file_chooser_set_current_folder(GTK_FILE_CHOOSER(chooser), folder, NULL);
            g_object_unref(folder);
            settle(slowly ? 1500 : 1);
        }
    }
    G_GNUC_END_IGNORE_DEPRECATIONS
    settle(500);
    gtk_window_destroy(GTK_WINDOW(window));
    settle(200);
    return 0;
}
