/* GTK 4.8's emoji chooser loses its place in the list of emojis when it
 * goes while still filling itself in, with none of our code in the way: it
 * adds its emojis from an idle callback, 2 ms at a time, keeping a
 * GVariantIter between calls, and its finalize removes the idle but never
 * frees the iterator, which holds the emoji data too. GTK 4.18 frees it
 * (gtkemojichooser.c). The palette editor has an emoji chooser, and a
 * person may close the editor at once. GLib 2.74's slab allocator hides it
 * from LeakSanitizer unless G_SLICE=always-malloc. On Debian 12, under any
 * X display:
 *
 *   clang -fsanitize=address emoji_chooser_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/emoji-leak
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   G_SLICE=always-malloc GDK_DEBUG=gl-disable /tmp/emoji-leak
 *
 * LeakSanitizer reports "Direct leak of 80 byte(s)" made by
 * g_variant_iter_new, called at libgtk-4.so.1+0x154d43 in that build, and
 * the emoji data it holds; let the chooser fill itself in (an argument:
 * "filled") and neither. (GTK 4.8's X11 clipboard stream, of
 * read_value_leak.c, shows in both.) tests/e2e/test_sanitized.py knows it
 * by the code of populate_emoji_chooser. */
#include <gtk/gtk.h>
#include <string.h>

int main(int argc, char **argv) {
    gboolean filled = argc > 1 && strcmp(argv[1], "filled") == 0;
    gtk_init();
    GtkWidget *chooser = g_object_ref_sink(gtk_emoji_chooser_new());
    // 20 ms of its filling in (of about 200 ms), or all of it.
    gint64 end = g_get_monotonic_time() + 20000;
    while (g_main_context_pending(NULL) && (filled || g_get_monotonic_time() < end))
        g_main_context_iteration(NULL, FALSE);
    g_object_unref(chooser);
    return 0;
}
