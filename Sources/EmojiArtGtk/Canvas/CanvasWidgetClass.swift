import CGtk

/// The GType of the canvas widget: a GtkWidget subclass whose snapshot and
/// size_allocate virtual functions call the `CanvasController` attached to the
/// instance. One widget draws every emoji; there is no widget per emoji.
@MainActor
enum CanvasWidgetClass {
    /// GtkWidget's class, to chain up to; set once when the class is made.
    /// Unsafe: written once in class_init, before any instance exists; read after.
    nonisolated(unsafe) private static var parentClass: UnsafeMutablePointer<GObjectClass>?

    static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = { klass, _ in
            guard let klass else { return }
            parentClass = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GObjectClass.self)
            // Children (the context menu's popover) must be unparented by hand.
            klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
                let widget = UnsafeMutableRawPointer(object)?.assumingMemoryBound(to: GtkWidget.self)
                while let child = gtk_widget_get_first_child(widget) {
                    gtk_widget_unparent(child)
                }
                CanvasWidgetClass.parentClass?.pointee.dispose?(object)
            }
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            // A picture, to screen readers: GTK 4.18 drops the name and
            // description of a widget of the default (generic) role.
            gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_IMG)
            // GTK calls virtual functions on the main thread only.
            widgetClass.pointee.snapshot = { instance, snapshotPointer in
                // GTK's pointers, on the main thread, carried into assumeIsolated.
                nonisolated(unsafe) let (widget, snapshot) = (instance, snapshotPointer)
                MainActor.assumeIsolated {
                    guard let widget, let snapshot else { return }
                    GObjectAttachment.object(of: widget, as: CanvasController.self)?.draw(into: snapshot)
                }
            }
            widgetClass.pointee.size_allocate = { instance, width, height, _ in
                // GTK's pointer, on the main thread, carried into assumeIsolated.
                nonisolated(unsafe) let widget = instance
                MainActor.assumeIsolated {
                    guard let widget else { return }
                    GObjectAttachment.object(of: widget, as: CanvasController.self)?.sizeChanged(width: width, height: height)
                }
            }
            gtk_widget_class_set_css_name(widgetClass, "emojiart-canvas")
        }
        return g_type_register_static(gtk_widget_get_type(), "EmojiArtCanvas", &info, GTypeFlags(rawValue: 0))
    }()

    /// Makes the type known by its name, so that a layout can declare a canvas.
    static func register() {
        _ = type
    }
}
