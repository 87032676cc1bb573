/* GTK 4.8's file chooser leaks the name it cached for a file that is
 * deleted while its location completion lists the file's folder, with none
 * of our code in the way. The completion store (a GtkFileSystemModel, in
 * gtkfilechooserentry.c) caches each file's display name as it sorts them
 * (completion_store_set, g_strconcat); when the folder's monitor says a
 * file went, the model drops the file's node without unsetting its values.
 * The end-to-end tests, two at a time, delete files in /tmp while another
 * test types a path there. On Debian 12, under an X display:
 *
 *   clang -fsanitize=address location_completion_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/completion-leak
 *   mkdir -p /tmp/m && touch /tmp/m/one.png /tmp/m/two.png
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   GDK_DEBUG=gl-disable dbus-run-session -- /tmp/completion-leak &
 *   # in the "Export as PNG" chooser that opens: Ctrl+A, type /tmp/m/t, wait a second, then
 *   rm /tmp/m/one.png
 *   # and press Escape a second later.
 *
 * LeakSanitizer then reports "Direct leak of 8 byte(s)" ("one.png") made
 * at libgtk-4.so.1+0x375c72 in that build; with no file deleted, nothing.
 * tests/e2e/test_sanitized.py knows it by that frame. */
#include <gtk/gtk.h>

static GtkWidget *window;

static void answered(GtkNativeDialog *chooser, int response, gpointer data) {
    gtk_native_dialog_destroy(chooser);
    g_object_unref(chooser);
    gtk_window_destroy(GTK_WINDOW(window));
}

static void activate(GApplication *app, gpointer data) {
    window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_present(GTK_WINDOW(window));
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new("Export as PNG", GTK_WINDOW(window),
        GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel");
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), "untitled.png");
    g_signal_connect(chooser, "response", G_CALLBACK(answered), NULL);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.example.CompletionLeak", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
