#ifndef EMOJIART_WEBP_SHIM_H
#define EMOJIART_WEBP_SHIM_H
#include <webp/encode.h>
#endif
