// C because libjpeg reports a fatal error by calling error_exit, which
// must not return, so a decoder has to longjmp out of it, which Swift
// cannot do. TurboJPEG does the same inside itself, but cannot decode part
// of an image.
#include "jpeg_rows.h"
#include "jpeg_failure.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

// Warnings (a file cut short, a damaged stretch) leave pixels to show, as
// TurboJPEG's callers take them: they are not reported.
static void ignore(j_common_ptr decoder, int level) {
    (void)decoder;
    (void)level;
}

// Starts `decoder` on a JPEG that can be read a row at a time as BGRX;
// false (nothing started) for those that cannot. Errors jump to the caller's setjmp.
static int start(struct jpeg_decompress_struct *decoder, const unsigned char *jpeg, size_t size) {
    jpeg_mem_src(decoder, jpeg, (unsigned long)size);
    jpeg_read_header(decoder, TRUE);
    if (decoder->progressive_mode ||
        !(decoder->jpeg_color_space == JCS_YCbCr || decoder->jpeg_color_space == JCS_GRAYSCALE)) {
        return 0;
    }
    decoder->out_color_space = JCS_EXT_BGRX;
    jpeg_start_decompress(decoder);
    return 1;
}

int jpeg_rows_each_band(const unsigned char *jpeg, size_t size, int first_row, int end_row, unsigned char *band,
                        size_t stride, int band_rows, jpeg_rows_band_handler handler, void *context,
                        char message[JPEG_ROWS_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct decoder;
    struct failure failure;
    char text[JMSG_LENGTH_MAX] = "";
    decoder.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail;
    failure.manager.emit_message = ignore;
    failure.message = text;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&decoder);
        snprintf(message, JPEG_ROWS_MESSAGE_LENGTH, "%s", text);
        return JPEG_ROWS_FAILED;
    }
    jpeg_create_decompress(&decoder);
    if (!start(&decoder, jpeg, size)) {
        jpeg_destroy_decompress(&decoder);
        return JPEG_ROWS_NOT_SPLITTABLE;
    }
    int outcome = JPEG_ROWS_DECODED;
    JDIMENSION end = end_row < (int)decoder.output_height ? (JDIMENSION)end_row : decoder.output_height;
    if (first_row > 0) jpeg_skip_scanlines(&decoder, (JDIMENSION)first_row);
    if (band_rows < 1) band_rows = 1;
    while (decoder.output_scanline < end) {
        int first = (int)decoder.output_scanline, rows = 0;
        while (rows < band_rows && decoder.output_scanline < end) {
            JSAMPROW row = band + (size_t)rows * stride;
            rows += (int)jpeg_read_scanlines(&decoder, &row, 1);
        }
        if (handler(context, band, stride, first, rows) != 0) {
            outcome = JPEG_ROWS_STOPPED;
            break;
        }
    }
    jpeg_abort_decompress(&decoder);
    jpeg_destroy_decompress(&decoder);
    return outcome;
}

static int keep_going(void *context, const unsigned char *pixels, size_t stride, int first_row, int rows) {
    (void)context;
    (void)pixels;
    (void)stride;
    (void)first_row;
    (void)rows;
    return 0;
}

// The rows in one band: straight into the caller's pixels.
int jpeg_rows_decode(const unsigned char *jpeg, size_t size, int first_row, int end_row,
                     unsigned char *pixels, size_t stride, char message[JPEG_ROWS_MESSAGE_LENGTH]) {
    return jpeg_rows_each_band(jpeg, size, first_row, end_row, pixels, stride, end_row - first_row, keep_going, NULL,
                               message);
}
