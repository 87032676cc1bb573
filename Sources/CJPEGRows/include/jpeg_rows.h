#ifndef EMOJIART_JPEG_ROWS_H
#define EMOJIART_JPEG_ROWS_H

#include <stddef.h>

/// The length of the message buffer jpeg_rows_decode fills on failure.
#define JPEG_ROWS_MESSAGE_LENGTH 200

/// What jpeg_rows_decode returns.
enum {
    JPEG_ROWS_DECODED = 0,
    /// Not decoded in parts: progressive or not YCbCr or grey (decode it whole).
    JPEG_ROWS_NOT_SPLITTABLE = 1,
    JPEG_ROWS_FAILED = -1,
    /// The band handler asked to stop.
    JPEG_ROWS_STOPPED = 2,
};

/// Decodes rows [first_row, end_row) of a JPEG at full scale as blue, green,
/// red and an unused byte per pixel, row first_row at `pixels`, rows `stride`
/// bytes apart. The rows above first_row are only entropy-decoded (libjpeg's
/// jpeg_skip_scanlines), so several calls on separate threads decode one
/// image in parts. On JPEG_ROWS_FAILED, `message` holds libjpeg's reason.
int jpeg_rows_decode(const unsigned char *jpeg, size_t size, int first_row, int end_row,
                     unsigned char *pixels, size_t stride, char message[JPEG_ROWS_MESSAGE_LENGTH]);

/// Called with each band of rows jpeg_rows_each_band decodes: `rows` rows
/// from `first_row` on, `stride` bytes apart. Returns nonzero to stop.
typedef int (*jpeg_rows_band_handler)(void *context, const unsigned char *pixels, size_t stride,
                                      int first_row, int rows);

/// Decodes rows [first_row, end_row) of a JPEG at full scale, top to
/// bottom, `band_rows` rows at a time into `band` (which holds band_rows
/// rows of `stride` bytes), as blue, green, red and an unused byte per
/// pixel, handing each band to `handler`: a picture of any size decoded in
/// the memory of a few rows. The rows above first_row are only
/// entropy-decoded (jpeg_skip_scanlines), so parts may be decoded at once
/// on separate threads. Returns as jpeg_rows_decode does, or JPEG_ROWS_STOPPED.
int jpeg_rows_each_band(const unsigned char *jpeg, size_t size, int first_row, int end_row, unsigned char *band,
                        size_t stride, int band_rows, jpeg_rows_band_handler handler, void *context,
                        char message[JPEG_ROWS_MESSAGE_LENGTH]);

/// Gives jpeg_rows_encode the band of rows from `first_row` on: sets
/// `*pixels` (blue, green, red and an unused byte per pixel), `*stride` and
/// `*rows` (at least one). Returns nonzero to stop.
typedef int (*jpeg_rows_band_source)(void *context, int first_row, const unsigned char **pixels, size_t *stride,
                                     int *rows);

/// Takes `length` bytes of the JPEG jpeg_rows_encode writes. Returns nonzero to stop.
typedef int (*jpeg_rows_sink)(void *context, const unsigned char *bytes, size_t length);

/// Encodes a picture of `width` × `height` pixels, asked of `source` a band
/// at a time, top to bottom, with 4:4:4 chroma at `quality` 1…100, handing
/// the bytes to `sink` as they are made: a JPEG of any size in the memory
/// of a band. Returns JPEG_ROWS_DECODED when it is whole, JPEG_ROWS_STOPPED
/// when the source or the sink stopped it, or JPEG_ROWS_FAILED with libjpeg's reason.
int jpeg_rows_encode(int width, int height, int quality, jpeg_rows_band_source source, jpeg_rows_sink sink,
                     void *context, char message[JPEG_ROWS_MESSAGE_LENGTH]);

#endif
