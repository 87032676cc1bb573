import CGtk

/// A layout declared in one of the app's GtkBuilder files (`data/ui/`, in
/// the app's GResource), built with its strings in the reader's language;
/// its objects are found by their ids. The builder's references go with
/// this value, which lives only while a window is put together: a toplevel
/// window lives on as GTK's, any other object only once a parent or an
/// owner holds it (a window kept by a controller of its own could not go).
@MainActor
struct Layout {
    static let translationDomain = "emojiart"
    private let builder: ObjectReference

    /// Builds `data/ui/<name>`; a broken file is a programming error, and
    /// stops the app as GtkBuilder does.
    init(_ name: String) {
        let builder = ObjectReference(taking: Opaque<Builder>(gtk_builder_new()))
        gtk_builder_set_translation_domain(builder.cast(), Self.translationDomain)
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_resource(builder.cast(), "\(AppResources.path)/ui/\(name)", &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            preconditionFailure("data/ui/\(name): \(message)")
        }
        self.builder = builder
    }

    /// The object declared with `id`.
    func object(_ id: String) -> ObjectReference {
        guard let object = gtk_builder_get_object(builder.cast(), id) else {
            preconditionFailure("no object \(id) in the layout")
        }
        return ObjectReference(retaining: object)
    }

    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        guard let object = gtk_builder_get_object(builder.cast(), id) else {
            preconditionFailure("no object \(id) in the layout")
        }
        return object.widget
    }

    /// The widget with a reference for the caller, for a C function that
    /// takes one over: a list box's function that makes its rows.
    func handedOver(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let widget = widget(id)
        g_object_ref(widget)
        return widget
    }
}
