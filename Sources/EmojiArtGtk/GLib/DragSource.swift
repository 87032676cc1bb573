import CGtk

@MainActor
enum DragSource {
    /// A GtkDragSource that offers `text` (as a string, which GTK also
    /// serves as text/plain to other applications), copying.
    static func text(_ text: String) -> Opaque<EventController> {
        let source = Opaque<EventController>(gtk_drag_source_new())
        gtk_drag_source_set_actions(source.opaque, GDK_ACTION_COPY)
        let content = GValues.with(text) { gdk_content_provider_new_for_value($0) }
        gtk_drag_source_set_content(source.opaque, content)
        g_object_unref(content?.raw)
        return source
    }
}
