#ifndef EMOJIART_HEIF_SHIM_H
#define EMOJIART_HEIF_SHIM_H
#include <libheif/heif.h>
#endif
