#ifndef EMOJIART_LAZY_CONTENT_H
#define EMOJIART_LAZY_CONTENT_H
// A GdkContentProvider whose bytes are made only when another application
// asks for them, and asynchronously: a drag of a large picture starts at
// once, and the picture is drawn (off the main thread) for the drop.
#include "../../CGtk/gtk_shim.h"  // not <gtk/gtk.h>: why in ../../CGLib/glib_shim.h

/// Asked for `mime_type`: make the bytes and hand them to
/// emojiart_lazy_content_answer(request, …), which the request (a
/// reference the callee owns) is for.
typedef void (*EmojiArtContentAsked)(const char *_Nonnull mime_type, GTask *_Nonnull request, void *_Nullable user_data);

/// A provider of `mime_types` (NULL-terminated); `user_data` is freed by
/// `destroy` when the provider goes.
GdkContentProvider *_Nonnull emojiart_lazy_content_new(const char *_Nullable const *_Nonnull mime_types,
                                                       EmojiArtContentAsked _Nonnull asked, void *_Nullable user_data,
                                                       GDestroyNotify _Nonnull destroy);

/// Writes `length` bytes (copied) to the asking application, or tells it
/// the content could not be made when `bytes` is NULL (`reason` says why).
/// Takes the request's reference.
void emojiart_lazy_content_answer(GTask *_Nonnull request, const void *_Nullable bytes, size_t length,
                                  const char *_Nullable reason);

#endif
