#ifndef EMOJIART_GSTREAMER_SHIM_H
#define EMOJIART_GSTREAMER_SHIM_H
// GStreamer's core and its app sink, for the camera. A module of its own:
// its headers need GStreamer's include path, which gtk4's pkg-config
// flags do not give. Only macro wrappers live here. GLib comes from its
// own module first (why: ../CGLib/glib_shim.h).
#include "../CGLib/glib_shim.h"
#include <gst/gst.h>
#include <gst/app/gstappsink.h>

static inline GstMessageType emojiart_message_type(GstMessage *message) { return GST_MESSAGE_TYPE(message); }
static inline GstObject *emojiart_message_source(GstMessage *message) { return GST_MESSAGE_SRC(message); }

#endif
