/* The reproduction behind one entry of leak-suppressions.txt: GTK 4.8 leaks
   what gtk_file_filter_add_pixbuf_formats copied, with none of our code in
   the way. Built and run with LeakSanitizer:

     clang -g -fsanitize=address file_filter_leak.c -o file_filter_leak \
       $(pkg-config --cflags --libs gtk4)
     ASAN_OPTIONS=fast_unwind_on_malloc=0 ./file_filter_leak

   reports about 900 bytes in 49 allocations under
   gtk_file_filter_add_pixbuf_formats; with gtk_file_filter_add_mime_type in
   its place, nothing. */
#include <gtk/gtk.h>

int main(void) {
    GtkFileFilter *filter = gtk_file_filter_new();
    gtk_file_filter_add_pixbuf_formats(filter);
    g_object_unref(filter);
    return 0;
}
