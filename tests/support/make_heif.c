/* Writes a HEIC or AVIF as phones and cameras do, which heif-enc 1.15
   cannot: the pixels stored as the sensor saw them and the turn a person
   needs written as HEIF's own `irot`/`imir` boxes (libheif's
   image_orientation, EXIF's numbering), with an ICC profile in a `colr`
   box when one is given: a file, or `display-p3` for the profile iPhones
   embed (Debian packages none; lcms2 makes it, and writes it beside the
   output as OUTPUT.icc for the reference conversion). The test photos
   (tests/e2e/photos.py) compile it.

     make_heif STORED.ppm OUTPUT.heic|OUTPUT.avif ORIENTATION [PROFILE.icc|display-p3]
*/
#include <lcms2.h>
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what, struct heif_error error) {
    fprintf(stderr, "make_heif: %s: %s\n", what, error.message ? error.message : "failed");
    return 1;
}

/* Display P3: DCI-P3's primaries, D65 white, sRGB's curve. */
static int write_display_p3(const char *path) {
    cmsCIExyY white = {0.3127, 0.3290, 1};
    cmsCIExyYTRIPLE primaries = {{0.680, 0.320, 1}, {0.265, 0.690, 1}, {0.150, 0.060, 1}};
    double curve[] = {2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045};
    cmsToneCurve *tone = cmsBuildParametricToneCurve(NULL, 4, curve);
    cmsToneCurve *curves[] = {tone, tone, tone};
    cmsHPROFILE profile = cmsCreateRGBProfile(&white, &primaries, curves);
    cmsMLU *description = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(description, "en", "US", "Display P3");
    cmsWriteTag(profile, cmsSigProfileDescriptionTag, description);
    int saved = cmsSaveProfileToFile(profile, path);
    cmsMLUfree(description);
    cmsFreeToneCurve(tone);
    cmsCloseProfile(profile);
    return saved;
}

static unsigned char *read_file(const char *path, long *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    *length = ftell(file);
    rewind(file);
    unsigned char *bytes = malloc(*length);
    if (bytes && fread(bytes, 1, *length, file) != (size_t)*length) { free(bytes); bytes = NULL; }
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: make_heif STORED.ppm OUTPUT ORIENTATION [PROFILE.icc]\n"); return 2; }
    FILE *ppm = fopen(argv[1], "rb");
    int width, height, maximum;
    if (!ppm || fscanf(ppm, "P6 %d %d %d", &width, &height, &maximum) != 3 || maximum != 255) {
        fprintf(stderr, "make_heif: %s is not an 8-bit binary PPM\n", argv[1]);
        return 1;
    }
    fgetc(ppm);
    int avif = strstr(argv[2], ".avif") != NULL;
    struct heif_context *context = heif_context_alloc();
    struct heif_encoder *encoder;
    struct heif_error error = heif_context_get_encoder_for_format(context, avif ? heif_compression_AV1 : heif_compression_HEVC, &encoder);
    if (error.code) return fail("no encoder", error);
    heif_encoder_set_lossy_quality(encoder, 90);
    struct heif_image *image;
    heif_image_create(width, height, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image);
    heif_image_add_plane(image, heif_channel_interleaved, width, height, 8);
    int stride;
    uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    for (int row = 0; row < height; row++) {
        if (fread(plane + row * stride, 3, width, ppm) != (size_t)width) { fprintf(stderr, "make_heif: PPM cut short\n"); return 1; }
    }
    fclose(ppm);
    if (argc > 4) {
        long length;
        char made[4096];
        const char *source = argv[4];
        if (strcmp(source, "display-p3") == 0) {
            snprintf(made, sizeof made, "%s.icc", argv[2]);
            if (!write_display_p3(made)) { fprintf(stderr, "make_heif: cannot write %s\n", made); return 1; }
            source = made;
        }
        unsigned char *profile = read_file(source, &length);
        if (!profile) { fprintf(stderr, "make_heif: cannot read %s\n", source); return 1; }
        heif_image_set_raw_color_profile(image, "prof", profile, length);
        free(profile);
    }
    struct heif_encoding_options *options = heif_encoding_options_alloc();
    options->image_orientation = (enum heif_orientation)atoi(argv[3]);
    error = heif_context_encode_image(context, image, encoder, options, NULL);
    if (error.code) return fail("encoding", error);
    error = heif_context_write_to_file(context, argv[2]);
    if (error.code) return fail("writing", error);
    heif_encoding_options_free(options);
    heif_image_release(image);
    heif_encoder_release(encoder);
    heif_context_free(context);
    return 0;
}
