/* libjpeg alone, none of the app's code: a JPEG decoded as BGRX on one
   core, then in two parts on two cores as BackgroundLevelFiles splits it
   (the upper 58 % of the rows; the lower part skips them, which costs
   their entropy decoding, then decodes the rest), rows handed nowhere.
   Prints the median of seven of each, in milliseconds, taken in turns.
   How parallel two threads run on a virtual machine is up to its host:
   when the two-part figure nears the one-core figure, the app's pass
   (emojiart-bench --benchmark-decode) slows with it, and not for its own
   reasons.

     cc -O2 two_part_decode.c -o two_part_decode -ljpeg -lpthread
     two_part_decode PHOTO.jpg
*/
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <jpeglib.h>

struct part {
    const unsigned char *jpeg;
    unsigned long size;
    unsigned first_row, end_row;
};

static double now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static void *decode(void *context) {
    struct part *part = context;
    struct jpeg_decompress_struct decoder;
    struct jpeg_error_mgr errors;
    decoder.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&decoder);
    jpeg_mem_src(&decoder, part->jpeg, part->size);
    jpeg_read_header(&decoder, TRUE);
    decoder.out_color_space = JCS_EXT_BGRX;
    jpeg_start_decompress(&decoder);
    JSAMPROW row = malloc((size_t)decoder.output_width * 4);
    unsigned end = part->end_row < decoder.output_height ? part->end_row : decoder.output_height;
    if (part->first_row > 0) jpeg_skip_scanlines(&decoder, part->first_row);
    while (decoder.output_scanline < end) jpeg_read_scanlines(&decoder, &row, 1);
    jpeg_abort_decompress(&decoder);
    jpeg_destroy_decompress(&decoder);
    free(row);
    return NULL;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    FILE *file = argc == 2 ? fopen(argv[1], "rb") : NULL;
    if (!file) {
        fprintf(stderr, "usage: two_part_decode PHOTO.jpg\n");
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    unsigned char *jpeg = malloc((size_t)size);
    if (!jpeg || fread(jpeg, 1, (size_t)size, file) != (size_t)size) return 2;
    fclose(file);

    struct jpeg_decompress_struct header;
    struct jpeg_error_mgr errors;
    header.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&header);
    jpeg_mem_src(&header, jpeg, (unsigned long)size);
    jpeg_read_header(&header, TRUE);
    unsigned height = header.image_height, cut = height * 58 / 100 / 16 * 16;
    jpeg_destroy_decompress(&header);

    enum { rounds = 7 };
    double one_core[rounds], two_parts[rounds];
    for (int round = 0; round < rounds; round++) {
        struct part whole = {jpeg, (unsigned long)size, 0, height};
        double start = now_ms();
        decode(&whole);
        one_core[round] = now_ms() - start;

        struct part upper = {jpeg, (unsigned long)size, 0, cut}, lower = {jpeg, (unsigned long)size, cut, height};
        pthread_t thread;
        start = now_ms();
        pthread_create(&thread, NULL, decode, &lower);
        decode(&upper);
        pthread_join(thread, NULL);
        two_parts[round] = now_ms() - start;
    }
    qsort(one_core, rounds, sizeof(double), ascending);
    qsort(two_parts, rounds, sizeof(double), ascending);
    printf("one core %.1f ms, two parts on two cores %.1f ms (x %.2f)\n", one_core[rounds / 2],
           two_parts[rounds / 2], one_core[rounds / 2] / two_parts[rounds / 2]);
    free(jpeg);
    return 0;
}
