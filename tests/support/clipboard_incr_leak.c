/* GTK 4.18 leaks one GBytes, and the property data it wraps, each time it
 * reads the X clipboard by INCR (X11's protocol for large transfers), with
 * none of our code in the way: in GdkX11SelectionInputStream the property
 * that announces an INCR transfer is read into a GBytes that is never let
 * go of. GTK 4.8 leaks it too (at libgtk-4.so.1+0x45c04a, with the rest
 * of the stream, see read_value_leak.c), seen only where GLib 2.74's slab
 * allocator is off (G_SLICE=always-malloc, and GDK_DEBUG=gl-disable for
 * GTK 4.8). This program reads image/png from the clipboard to its end, or
 * for three seconds, then lets go of the stream. On Debian 13, under any X
 * display:
 *
 *   clang -fsanitize=address clipboard_incr_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/incr
 *   head -c 40000000 /dev/urandom > /tmp/big.png
 *   xclip -selection clipboard -t image/png -i /tmp/big.png
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   GDK_DISABLE=gl /tmp/incr
 *
 * LeakSanitizer reports 40 bytes (the GBytes, made at
 * libgtk-4.so.1+0x4bb372) and the property data (from XGetWindowProperty
 * at libgtk-4.so.1+0x4bb322). The same with tests/e2e/stalling_owner.py as
 * the owner, which stops sending after three pieces; with a small picture,
 * which needs no INCR, nothing. tests/e2e/test_sanitized.py knows the leak
 * by those two frames. */
#include <gtk/gtk.h>

static GMainLoop *loop;
static GCancellable *cancellable;
static GInputStream *stream;
static gsize total;

static void read_next(void);

static void chunk_read(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GBytes *bytes = g_input_stream_read_bytes_finish(G_INPUT_STREAM(source), result, &error);
    gsize size = bytes != NULL ? g_bytes_get_size(bytes) : 0;
    g_clear_pointer(&bytes, g_bytes_unref);
    if (size > 0) {
        total += size;
        // The next read starts outside GDK's callback: one started inside it
        // may never complete (see Sources/EmojiArtGtk/Backgrounds/IncomingStream.swift).
        g_idle_add_once((GSourceOnceFunc)read_next, NULL);
        return;
    }
    g_print("read %zu bytes%s%s\n", total, error != NULL ? ": " : "", error != NULL ? error->message : "");
    g_clear_error(&error);
    g_main_loop_quit(loop);
}

static void read_next(void) {
    g_input_stream_read_bytes_async(stream, 65536, G_PRIORITY_DEFAULT, cancellable, chunk_read, NULL);
}

static void opened(GObject *clipboard, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    stream = gdk_clipboard_read_finish(GDK_CLIPBOARD(clipboard), result, NULL, &error);
    if (stream == NULL) {
        g_print("nothing to read: %s\n", error->message);
        g_clear_error(&error);
        g_main_loop_quit(loop);
        return;
    }
    read_next();
}

static void quit(gpointer data) {
    g_main_loop_quit(loop);
}

// A stalled transfer's read never completes, cancelled or not: a second
// later the program ends without it, as an app does when the window that
// pasted closes.
static void give_up(gpointer data) {
    g_cancellable_cancel(cancellable);
    g_timeout_add_once(1000, quit, NULL);
}

int main(void) {
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    cancellable = g_cancellable_new();
    const char *types[] = {"image/png", NULL};
    gdk_clipboard_read_async(gdk_display_get_clipboard(gdk_display_get_default()), types, G_PRIORITY_DEFAULT,
                             cancellable, opened, NULL);
    g_timeout_add_once(3000, give_up, NULL);
    g_main_loop_run(loop);
    g_clear_object(&stream);
    g_object_unref(cancellable);
    g_main_loop_unref(loop);
    return 0;
}
