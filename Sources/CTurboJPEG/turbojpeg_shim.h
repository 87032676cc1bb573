#ifndef EMOJIART_TURBOJPEG_SHIM_H
#define EMOJIART_TURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
