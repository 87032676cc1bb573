// The writing side of jpeg_rows.c: libjpeg's compressor takes rows as they
// are drawn, where TurboJPEG wants the whole picture at once.
#include "jpeg_rows.h"
#include "jpeg_failure.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum { OUTPUT_SIZE = 1 << 20 };

// The bytes go to the caller's sink a megabyte at a time.
struct destination {
    struct jpeg_destination_mgr manager;
    jpeg_rows_sink sink;
    void *context;
    int stopped;
    JOCTET buffer[OUTPUT_SIZE];
};

static void start_output(j_compress_ptr encoder) {
    struct destination *destination = (struct destination *)encoder->dest;
    destination->manager.next_output_byte = destination->buffer;
    destination->manager.free_in_buffer = OUTPUT_SIZE;
}

// A sink that stops makes the rest of the bytes go nowhere: libjpeg cannot
// be stopped from here, and the caller hears of it when the encoder returns.
static boolean hand_over(j_compress_ptr encoder) {
    struct destination *destination = (struct destination *)encoder->dest;
    if (!destination->stopped && destination->sink(destination->context, destination->buffer, OUTPUT_SIZE) != 0) {
        destination->stopped = 1;
    }
    start_output(encoder);
    return TRUE;
}

static void finish_output(j_compress_ptr encoder) {
    struct destination *destination = (struct destination *)encoder->dest;
    size_t length = OUTPUT_SIZE - destination->manager.free_in_buffer;
    if (!destination->stopped && length > 0 && destination->sink(destination->context, destination->buffer, length) != 0) {
        destination->stopped = 1;
    }
}

int jpeg_rows_encode(int width, int height, int quality, jpeg_rows_band_source source, jpeg_rows_sink sink,
                     void *context, char message[JPEG_ROWS_MESSAGE_LENGTH]) {
    // A megabyte is too much for the stack of a thread that is not the main one.
    struct destination *destination = malloc(sizeof *destination);
    if (destination == NULL) {
        snprintf(message, JPEG_ROWS_MESSAGE_LENGTH, "there is not enough memory");
        return JPEG_ROWS_FAILED;
    }
    destination->manager.init_destination = start_output;
    destination->manager.empty_output_buffer = hand_over;
    destination->manager.term_destination = finish_output;
    destination->sink = sink;
    destination->context = context;
    destination->stopped = 0;

    struct jpeg_compress_struct encoder;
    struct failure failure;
    char text[JMSG_LENGTH_MAX] = "";
    encoder.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail;
    failure.message = text;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&encoder);
        free(destination);
        snprintf(message, JPEG_ROWS_MESSAGE_LENGTH, "%s", text);
        return JPEG_ROWS_FAILED;
    }
    jpeg_create_compress(&encoder);
    encoder.dest = &destination->manager;
    encoder.image_width = (JDIMENSION)width;
    encoder.image_height = (JDIMENSION)height;
    encoder.input_components = 4;
    encoder.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&encoder);
    jpeg_set_quality(&encoder, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    // 4:4:4, as JPEGCodec writes: no colour smeared over an emoji's edge.
    for (int component = 0; component < encoder.num_components; component++) {
        encoder.comp_info[component].h_samp_factor = 1;
        encoder.comp_info[component].v_samp_factor = 1;
    }
    jpeg_start_compress(&encoder, TRUE);
    int outcome = JPEG_ROWS_DECODED;
    while (encoder.next_scanline < encoder.image_height) {
        const unsigned char *pixels = NULL;
        size_t stride = 0;
        int rows = 0;
        if (destination->stopped || source(context, (int)encoder.next_scanline, &pixels, &stride, &rows) != 0 ||
            pixels == NULL || rows < 1) {
            outcome = JPEG_ROWS_STOPPED;
            break;
        }
        for (int row = 0; row < rows && encoder.next_scanline < encoder.image_height; row++) {
            JSAMPROW line = (JSAMPROW)(pixels + (size_t)row * stride);
            jpeg_write_scanlines(&encoder, &line, 1);
        }
    }
    if (outcome == JPEG_ROWS_DECODED) {
        jpeg_finish_compress(&encoder);
        if (destination->stopped) outcome = JPEG_ROWS_STOPPED;
    }
    jpeg_destroy_compress(&encoder);
    free(destination);
    return outcome;
}
