/* libheif 1.15's AV1 decoder (dav1d, Debian 12) keeps a 40-byte data
   reference when it refuses an AVIF whose AV1 data is damaged, with none of
   our code in the way. The input was found by the image fuzzer.

     clang -g -fsanitize=address avif_dav1d_leak.c -o avif_dav1d_leak \
       $(pkg-config --cflags --libs libheif)
     ASAN_OPTIONS=fast_unwind_on_malloc=0 ./avif_dav1d_leak \
       ../corpus/images/damaged-av1-data.avif

   LeakSanitizer reports it (dav1d_data_create, under heif_decode_image);
   ../corpus/images/valid.avif leaks nothing. It is suppressed in
   leak-suppressions.txt, for the fuzzers and the sanitized app. */
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    FILE *file = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!file) return 2;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    rewind(file);
    unsigned char *bytes = malloc(length);
    if (fread(bytes, 1, length, file) != (size_t)length) return 2;
    fclose(file);
    struct heif_context *context = heif_context_alloc();
    struct heif_image_handle *handle;
    struct heif_error error = heif_context_read_from_memory_without_copy(context, bytes, length, NULL);
    if (!error.code && !(error = heif_context_get_primary_image_handle(context, &handle)).code) {
        struct heif_image *image;
        error = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, NULL);
        if (!error.code) heif_image_release(image);
        heif_image_handle_release(handle);
    }
    fprintf(stderr, "%s\n", error.message);
    heif_context_free(context);
    free(bytes);
    return 0;
}
