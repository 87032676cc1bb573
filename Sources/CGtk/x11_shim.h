#ifndef EMOJIART_X11_SHIM_H
#define EMOJIART_X11_SHIM_H
// Xlib, in a submodule of its own so that its names stay out of every
// other file.
#include <X11/Xlib.h>

#endif
