#include "lazy_content.h"

typedef struct {
    GdkContentProvider parent;
    GdkContentFormats *formats;
    EmojiArtContentAsked asked;
    void *user_data;
    GDestroyNotify destroy;
} EmojiArtLazyContent;

typedef struct {
    GdkContentProviderClass parent;
} EmojiArtLazyContentClass;

G_DEFINE_TYPE(EmojiArtLazyContent, emojiart_lazy_content, GDK_TYPE_CONTENT_PROVIDER)

static GdkContentFormats *ref_formats(GdkContentProvider *provider) {
    return gdk_content_formats_ref(((EmojiArtLazyContent *)provider)->formats);
}

static void write_mime_type_async(GdkContentProvider *provider, const char *mime_type, GOutputStream *stream,
                                  int io_priority, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer data) {
    EmojiArtLazyContent *self = (EmojiArtLazyContent *)provider;
    GTask *request = g_task_new(provider, cancellable, callback, data);
    g_task_set_priority(request, io_priority);
    g_task_set_task_data(request, g_object_ref(stream), g_object_unref);
    if (!gdk_content_formats_contain_mime_type(self->formats, mime_type)) {
        g_task_return_new_error(request, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Cannot provide contents as “%s”", mime_type);
        g_object_unref(request);
        return;
    }
    self->asked(mime_type, request, self->user_data);
}

static gboolean write_mime_type_finish(GdkContentProvider *provider, GAsyncResult *result, GError **error) {
    (void)provider;
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void finalize(GObject *object) {
    EmojiArtLazyContent *self = (EmojiArtLazyContent *)object;
    gdk_content_formats_unref(self->formats);
    self->destroy(self->user_data);
    G_OBJECT_CLASS(emojiart_lazy_content_parent_class)->finalize(object);
}

static void emojiart_lazy_content_class_init(EmojiArtLazyContentClass *class) {
    G_OBJECT_CLASS(class)->finalize = finalize;
    GDK_CONTENT_PROVIDER_CLASS(class)->ref_formats = ref_formats;
    GDK_CONTENT_PROVIDER_CLASS(class)->write_mime_type_async = write_mime_type_async;
    GDK_CONTENT_PROVIDER_CLASS(class)->write_mime_type_finish = write_mime_type_finish;
}

static void emojiart_lazy_content_init(EmojiArtLazyContent *self) {
    (void)self;
}

GdkContentProvider *emojiart_lazy_content_new(const char *const *mime_types, EmojiArtContentAsked asked, void *user_data,
                                              GDestroyNotify destroy) {
    EmojiArtLazyContent *self = g_object_new(emojiart_lazy_content_get_type(), NULL);
    self->formats = gdk_content_formats_new(mime_types, g_strv_length((char **)mime_types));
    self->asked = asked;
    self->user_data = user_data;
    self->destroy = destroy;
    return GDK_CONTENT_PROVIDER(self);
}

static void written(GObject *stream, GAsyncResult *result, gpointer data) {
    GTask *request = data;
    GError *error = NULL;
    if (g_output_stream_write_all_finish(G_OUTPUT_STREAM(stream), result, NULL, &error)) {
        g_task_return_boolean(request, TRUE);
    } else {
        g_task_return_error(request, error);
    }
    g_object_unref(request);
}

void emojiart_lazy_content_answer(GTask *request, const void *bytes, size_t length, const char *reason) {
    if (bytes == NULL) {
        g_task_return_new_error(request, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", reason != NULL ? reason : "No content");
        g_object_unref(request);
        return;
    }
    GBytes *copy = g_bytes_new(bytes, length);
    // The bytes live as long as the request: until they are written.
    g_object_set_data_full(G_OBJECT(request), "bytes", copy, (GDestroyNotify)g_bytes_unref);
    g_output_stream_write_all_async(g_task_get_task_data(request), g_bytes_get_data(copy, NULL), length,
                                    g_task_get_priority(request), g_task_get_cancellable(request), written, request);
}
