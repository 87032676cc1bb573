/* GTK leaks the task of gdk_clipboard_read_value_async (and of
 * gdk_drop_read_value_async, the same code in gdkdrop.c) whenever the
 * stream it reads from cannot be opened: read_value_got_stream returns the
 * error and never lets go of the task (GTK 4.8.3 and 4.18.6 alike). A
 * paste cancelled while the owner has not answered yet (its window closed)
 * is such a failure, and so is an owner that refuses every text format.
 * This program reads the clipboard as text, with none of our code:
 *
 *   cancelled  the read is cancelled before the owner answers
 *   refused    the owner refuses every text format
 *   read       the owner answers (the control)
 *
 * Under any X display, on Debian 13 (or 12, where GLib 2.74's slab
 * allocator hides GObjects from LeakSanitizer unless G_SLICE=always-malloc):
 *
 *   clang -fsanitize=address read_value_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/read-value
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   export G_SLICE=always-malloc GDK_DEBUG=gl-disable GDK_DISABLE=gl
 *   printf hello | xclip -quiet -selection clipboard -t text/plain &
 *   /tmp/read-value cancelled; /tmp/read-value read; kill %1
 *   python3 ../e2e/stalling_owner.py --pieces 3 &  # offers image/png only
 *   /tmp/read-value refused; kill %1
 *
 * "cancelled" and "refused" leak the 184-byte GTask made in
 * gdk_clipboard_read_value_async; "read" does not. The app therefore takes
 * the two steps itself (gdk_clipboard_read_async, then
 * gdk_content_deserialize_async: Sources/EmojiArtGtk/Backgrounds/ContentSource.swift).
 *
 * On GTK 4.8 every mode also leaks the X11 stream itself, 176 bytes made in
 * gdkselectioninputstream-x11.c, with the strings and queue it holds:
 * gdk_x11_selection_input_stream_new_finish adds a reference no one lets
 * go of (4.18 does not). tests/e2e/test_sanitized.py knows that one by the
 * code of that file in Debian 12's build. */
#include <gtk/gtk.h>
#include <string.h>

static GMainLoop *loop;

static void done(GObject *clipboard, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    const GValue *value = gdk_clipboard_read_value_finish(GDK_CLIPBOARD(clipboard), result, &error);
    g_print("%s\n", value != NULL ? g_value_get_string(value) : error->message);
    g_clear_error(&error);
    g_main_loop_quit(loop);
}

static void start(gpointer cancel) {
    GdkClipboard *clipboard = gdk_display_get_clipboard(gdk_display_get_default());
    GCancellable *cancellable = g_cancellable_new();
    gdk_clipboard_read_value_async(clipboard, G_TYPE_STRING, G_PRIORITY_DEFAULT, cancellable, done, NULL);
    if (cancel)
        g_cancellable_cancel(cancellable);
    g_object_unref(cancellable);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        g_printerr("usage: %s refused|cancelled|read\n", argv[0]);
        return 2;
    }
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    // Half a second: GDK learns the owner's formats first, as an app would.
    g_timeout_add_once(500, start, GINT_TO_POINTER(strcmp(argv[1], "cancelled") == 0));
    g_main_loop_run(loop);
    return 0;
}
