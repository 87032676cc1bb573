// C because libjpeg reports a fatal error by calling error_exit, which
// must not return, so a decoder has to longjmp out of it, which Swift
// cannot do. TurboJPEG does the same inside itself, but cannot decode part
// of an image.
#include "jpeg_rows.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void fail(j_common_ptr decoder) {
    struct failure *failure = (struct failure *)decoder->err;
    (*decoder->err->format_message)(decoder, failure->message);
    longjmp(failure->jump, 1);
}

// Warnings (a file cut short, a damaged stretch) leave pixels to show, as
// TurboJPEG's callers take them: they are not reported.
static void ignore(j_common_ptr decoder, int level) {
    (void)decoder;
    (void)level;
}

int jpeg_rows_decode(const unsigned char *jpeg, size_t size, int first_row, int end_row,
                     unsigned char *pixels, size_t stride, char message[JPEG_ROWS_MESSAGE_LENGTH]) {
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
    jpeg_mem_src(&decoder, jpeg, (unsigned long)size);
    jpeg_read_header(&decoder, TRUE);
    if (decoder.progressive_mode || !(decoder.jpeg_color_space == JCS_YCbCr || decoder.jpeg_color_space == JCS_GRAYSCALE)) {
        jpeg_destroy_decompress(&decoder);
        return JPEG_ROWS_NOT_SPLITTABLE;
    }
    decoder.out_color_space = JCS_EXT_BGRX;
    jpeg_start_decompress(&decoder);
    if (first_row > 0) jpeg_skip_scanlines(&decoder, (JDIMENSION)first_row);
    while ((int)decoder.output_scanline < end_row && decoder.output_scanline < decoder.output_height) {
        JSAMPROW row = pixels + (size_t)(decoder.output_scanline - (JDIMENSION)first_row) * stride;
        jpeg_read_scanlines(&decoder, &row, 1);
    }
    jpeg_abort_decompress(&decoder);
    jpeg_destroy_decompress(&decoder);
    return JPEG_ROWS_DECODED;
}
