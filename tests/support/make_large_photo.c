/* Writes a JPEG as large as a 200-megapixel phone or a stitched panorama
   makes, a row at a time (libjpeg), so even a gigapixel costs the
   generator a few rows of memory: the test scene's four quadrants
   (tests/e2e/photos.py's SCENE) under a sensor's noise, which makes the
   file as large as a phone's (about 4 bits a pixel at quality 90), and in
   the bottom right corner STRIPES × STRIPES pixels of one-pixel black and
   white columns: detail that only the full resolution shows (any reduced
   level averages it to grey).

     make_large_photo WIDTH HEIGHT NOISE STRIPES OUTPUT.jpg
*/
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

static const unsigned char scene[4][3] = {{200, 60, 40}, {20, 200, 30}, {30, 40, 210}, {230, 220, 40}};

static unsigned char clamp(int value) { return value < 0 ? 0 : value > 255 ? 255 : (unsigned char)value; }

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: make_large_photo WIDTH HEIGHT NOISE STRIPES OUTPUT.jpg\n");
        return 2;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]), noise = atoi(argv[3]), stripes = atoi(argv[4]);
    FILE *output = fopen(argv[5], "wb");
    if (!output || width <= 0 || height <= 0 || width > 65500 || height > 65500 || noise < 0) return 2;
    struct jpeg_compress_struct encoder;
    struct jpeg_error_mgr errors;
    encoder.err = jpeg_std_error(&errors);
    jpeg_create_compress(&encoder);
    jpeg_stdio_dest(&encoder, output);
    encoder.image_width = (JDIMENSION)width;
    encoder.image_height = (JDIMENSION)height;
    encoder.input_components = 3;
    encoder.in_color_space = JCS_RGB;
    jpeg_set_defaults(&encoder);
    jpeg_set_quality(&encoder, 90, TRUE);
    jpeg_start_compress(&encoder, TRUE);
    unsigned char *row = malloc((size_t)width * 3);
    unsigned int seed = 1;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            unsigned char *pixel = row + (size_t)x * 3;
            if (x >= width - stripes && y >= height - stripes) {
                pixel[0] = pixel[1] = pixel[2] = (x - (width - stripes)) % 2 ? 255 : 0;
                continue;
            }
            const unsigned char *color = scene[(y >= height / 2) * 2 + (x >= width / 2)];
            seed = seed * 1103515245u + 12345u;
            int grain = noise ? (int)((seed >> 16) % (unsigned)(2 * noise + 1)) - noise : 0;
            for (int channel = 0; channel < 3; channel++) pixel[channel] = clamp(color[channel] + grain);
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&encoder, rows, 1);
    }
    jpeg_finish_compress(&encoder);
    jpeg_destroy_compress(&encoder);
    free(row);
    return fclose(output) == 0 ? 0 : 1;
}
