/* GTK 4.8 loses the list of formats it offers each time another
 * application asks the X clipboard it owns what it offers (TARGETS), with
 * none of our code in the way: gdk_x11_clipboard_formats_to_atoms turns
 * the list into atoms and never frees it; GTK 4.18 does
 * (gdkclipboard-x11.c). The app owns the clipboard after Copy as Image,
 * and clipboard managers and the tests ask it. GLib 2.74's slab allocator
 * hides it from LeakSanitizer unless G_SLICE=always-malloc. On Debian 12,
 * under any X display, with xclip installed:
 *
 *   clang -fsanitize=address clipboard_targets_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/targets-leak
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   G_SLICE=always-malloc GDK_DEBUG=gl-disable /tmp/targets-leak
 *
 * The program puts text on the clipboard and has xclip ask for its TARGETS
 * (an argument, "quiet", leaves that out). LeakSanitizer reports a list
 * node made at libgtk-4.so.1+0x4557f7 in that build and the rest of the
 * list; quiet, nothing. (GTK 4.8's X11 clipboard stream, of
 * read_value_leak.c, may show too.) tests/e2e/test_sanitized.py knows it
 * by the code of gdk_x11_clipboard_formats_to_atoms. */
#include <gtk/gtk.h>
#include <string.h>

static GMainLoop *loop;

static void asked(GPid pid, int status, gpointer data) {
    g_spawn_close_pid(pid);
    g_main_loop_quit(loop);
}

static void ask(gpointer data) {
    char *argv[] = {"xclip", "-selection", "clipboard", "-o", "-t", "TARGETS", NULL};
    GPid pid;
    GError *error = NULL;
    if (!g_spawn_async(NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error)) {
        g_printerr("%s\n", error->message);
        exit(1);
    }
    g_child_watch_add(pid, asked, NULL);
}

int main(int argc, char **argv) {
    gboolean quiet = argc > 1 && strcmp(argv[1], "quiet") == 0;
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    gdk_clipboard_set_text(gdk_display_get_clipboard(gdk_display_get_default()), "owned");
    if (quiet)
        g_timeout_add_once(500, (GSourceOnceFunc)g_main_loop_quit, loop);
    else
        g_timeout_add_once(500, ask, NULL);
    g_main_loop_run(loop);
    g_main_loop_unref(loop);
    return 0;
}
