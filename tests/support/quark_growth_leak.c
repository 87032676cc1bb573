/* GLib lets go of its quark table when it grows past each 2,048 quarks,
 * on purpose (gquark.c: "This leaks the old quarks array ... it allows us to
 * do lockless lookup"), and so of the block of strings the first quarks sit
 * in. GStreamer's registry makes thousands of quarks when gst_init reads it,
 * so LeakSanitizer reports those blocks in every process that starts
 * GStreamer. Without GStreamer or our code:
 *
 *   clang -fsanitize=address quark_growth_leak.c $(pkg-config --cflags --libs glib-2.0) -o /tmp/quarks
 *   /tmp/quarks        # LeakSanitizer: 49,152 bytes in 2 objects, the old tables
 *   /tmp/quarks 0      # no quarks made: nothing reported
 *   /tmp/quarks 2000   # the table never grew: nothing reported
 */
#include <glib.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 5000;
    for (int i = 0; i < count; i++) {
        char name[32];
        g_snprintf(name, sizeof name, "quark-%d", i);
        g_quark_from_string(name);
    }
    return 0;
}
