/* librsvg 2.54 (Debian 12) keeps the entity values libxml2 copied when it
   refuses an SVG whose entities refer to each other in a loop: 100 bytes
   an entity, here 1000, with none of our code in the way.

     clang -g -fsanitize=address svg_entity_leak.c -o svg_entity_leak \
       $(pkg-config --cflags --libs librsvg-2.0)
     ASAN_OPTIONS=fast_unwind_on_malloc=0 ./svg_entity_leak \
       ../corpus/images/entity-expansion.svg

   LeakSanitizer reports the values (xmlParseEntityValue, under
   xmlParseDocument called by librsvg); ../corpus/images/valid.svg leaks
   nothing. It is suppressed in leak-suppressions.txt, for the fuzzers and
   the sanitized app. */
#include <librsvg/rsvg.h>

int main(int argc, char **argv) {
    gchar *data;
    gsize length;
    GError *error = NULL;
    if (argc < 2 || !g_file_get_contents(argv[1], &data, &length, NULL)) return 2;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)data, length, &error);
    if (handle) g_object_unref(handle);
    if (error) {
        g_printerr("refused: %s\n", error->message);
        g_error_free(error);
    }
    g_free(data);
    return 0;
}
