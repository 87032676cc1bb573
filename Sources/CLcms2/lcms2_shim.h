#ifndef EMOJIART_LCMS2_SHIM_H
#define EMOJIART_LCMS2_SHIM_H
// Only macro wrappers: lcms2's pixel types are macros Swift cannot see.
#include <lcms2.h>

static inline cmsUInt32Number emojiart_type_gray_8(void) { return TYPE_GRAY_8; }
static inline cmsUInt32Number emojiart_type_rgb_8(void) { return TYPE_RGB_8; }
static inline cmsUInt32Number emojiart_type_rgba_8(void) { return TYPE_RGBA_8; }
static inline cmsUInt32Number emojiart_type_bgra_8(void) { return TYPE_BGRA_8; }
static inline cmsUInt32Number emojiart_type_rgb_flt(void) { return TYPE_RGB_FLT; }
static inline cmsUInt32Number emojiart_type_cmyk_8(void) { return TYPE_CMYK_8; }
static inline cmsUInt32Number emojiart_type_cmyk_8_reversed(void) { return TYPE_CMYK_8_REV; }
static inline cmsUInt32Number emojiart_copy_alpha(void) { return cmsFLAGS_COPY_ALPHA; }

#endif
