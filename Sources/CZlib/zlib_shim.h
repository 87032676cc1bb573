#ifndef EMOJIART_ZLIB_SHIM_H
#define EMOJIART_ZLIB_SHIM_H
#include <zlib.h>

/* deflateInit2 is a macro, which Swift does not import. */
static inline int emojiart_deflate_init(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
}
#endif
