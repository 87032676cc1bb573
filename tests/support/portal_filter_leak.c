/* GTK 4.18's file dialog, answered through the desktop portal, leaks the
 * GtkFileFilter it makes of the portal's answer (gtk_file_filter_new_from_
 * gvariant, called at libgtk-4.so.1+0x34fe4a), with its name and patterns:
 * 48 bytes and their strings each time, with none of our code in the way.
 * GTK uses the portal when one is running, as it is in an app whose
 * libadwaita asked it for the desktop's style; this program starts it the
 * same way (WITH_PORTAL=1), and without it GTK's own dialog opens and this
 * leak does not happen (the others of tests/support/save_dialog_leak.c do).
 * On Debian 13, with xdg-desktop-portal-gtk installed, under an X display
 * with a window manager:
 *
 *   clang -g -fsanitize=address portal_filter_leak.c $(pkg-config --cflags --libs gtk4) -o /tmp/portal-filter
 *   export ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=suppressions=$PWD/leak-suppressions.txt
 *   WITH_PORTAL=1 GDK_DISABLE=gl dbus-run-session -- /tmp/portal-filter &
 *   chooser=$(xdotool search --sync --onlyvisible --name '^Export as PNG$' | head -n 1); sleep 2
 *   xdotool windowactivate --sync "$chooser" key Return
 *
 * LeakSanitizer's report at exit then holds "Direct leak of 48 byte(s) in 1
 * object(s)" made by gtk_file_filter_new_from_gvariant. tests/e2e/
 * test_sanitized.py knows it by its caller's frame. */
#include <gtk/gtk.h>

static GtkWidget *window;

static void answered(GObject *dialog, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GFile *file = gtk_file_dialog_save_finish(GTK_FILE_DIALOG(dialog), result, &error);
    g_print("answered: %s\n", file != NULL ? "a file" : error->message);
    g_clear_object(&file);
    g_clear_error(&error);
    gtk_window_destroy(GTK_WINDOW(window));
}

/* As libadwaita's style manager does in an app: the desktop portal is
 * started (for its settings) before any file dialog opens. */
static void start_portal(void) {
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    GVariant *reply = g_dbus_connection_call_sync(bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                  "org.freedesktop.DBus.Peer", "Ping", NULL, NULL, G_DBUS_CALL_FLAGS_NONE,
                                                  10000, NULL, NULL);
    g_print("portal %s\n", reply != NULL ? "started" : "not started");
    g_clear_pointer(&reply, g_variant_unref);
    g_object_unref(bus);
}

static void activate(GApplication *app, gpointer data) {
    if (g_strcmp0(g_getenv("WITH_PORTAL"), "1") == 0) start_portal();
    window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_present(GTK_WINDOW(window));
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, "PNG image");
    gtk_file_filter_add_pattern(filter, "*.png");
    GListStore *filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
    g_list_store_append(filters, filter);
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, "Export as PNG");
    gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(filters));
    gtk_file_dialog_set_default_filter(dialog, filter);
    gtk_file_dialog_set_initial_name(dialog, "exported.png");
    g_object_unref(filters);
    g_object_unref(filter);
    gtk_file_dialog_save(dialog, GTK_WINDOW(window), NULL, answered, NULL);
    g_object_unref(dialog);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
