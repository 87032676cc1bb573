/* GTK 4.8's recent files list loses a GDateTime each time it is written
 * out, with none of our code in the way: gtk_recent_manager_real_changed
 * calls clamp_to_age, which takes the time now (g_date_time_new_now_utc)
 * and never lets go of it; GTK 4.18 does (gtkrecentmanager.c). GLib 2.74's
 * slab allocator hides it from LeakSanitizer unless G_SLICE=always-malloc.
 * The app adds each document it opens or saves to the list. On Debian 12,
 * under any X display:
 *
 *   clang -fsanitize=address recent_manager_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/recent-leak
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   HOME=$(mktemp -d) G_SLICE=always-malloc GDK_DEBUG=gl-disable /tmp/recent-leak
 *
 * LeakSanitizer reports "Direct leak of 32 byte(s)" made by
 * g_date_time_new_now_utc, called at libgtk-4.so.1+0x22cd9b in that
 * build; without G_SLICE, nothing. tests/e2e/test_sanitized.py knows it by
 * that frame. */
#include <gtk/gtk.h>

static GMainLoop *loop;

static void changed(GtkRecentManager *manager, gpointer data) {
    g_print("the recent files list was written\n");
    g_main_loop_quit(loop);
}

int main(void) {
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    GtkRecentManager *manager = gtk_recent_manager_get_default();
    g_signal_connect(manager, "changed", G_CALLBACK(changed), NULL);
    GtkRecentData data = {.mime_type = "application/x-emojiart", .app_name = "recent-leak", .app_exec = "recent-leak %u"};
    gtk_recent_manager_add_full(manager, "file:///tmp/picture.emojiart", &data);
    g_main_loop_run(loop);
    g_main_loop_unref(loop);
    return 0;
}
