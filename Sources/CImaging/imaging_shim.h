#ifndef EMOJIART_IMAGING_SHIM_H
#define EMOJIART_IMAGING_SHIM_H
// What the model decodes images with besides TurboJPEG and libheif:
// gdk-pixbuf (PNG, GIF, BMP, TIFF, WebP), librsvg (SVG) and cairo, which
// librsvg draws into (and whose PDF and SVG surfaces export pictures).
// GLib comes from its own module first.
#include "../CGLib/glib_shim.h"
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>

#endif
