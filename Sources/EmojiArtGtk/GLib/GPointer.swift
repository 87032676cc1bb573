import CGtk

/// A pointer to a GObject instance, whichever way Swift imported its type:
/// typed where the C struct is public (GtkWidget, GtkWindow), opaque where it
/// is not (GtkLabel, GSimpleAction). The casts GTK does with macros live here.
protocol GPointer {
    var raw: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: GPointer {
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GPointer {
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension GPointer {
    func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The same cast for C parameters whose type Swift sees as opaque.
    func cast() -> OpaquePointer { opaque }

    var opaque: OpaquePointer { OpaquePointer(raw) }
    var object: UnsafeMutablePointer<GObject> { cast() }
    var widget: UnsafeMutablePointer<GtkWidget> { cast() }
    var window: UnsafeMutablePointer<GtkWindow> { cast() }
}

extension String {
    /// Takes ownership of a newly allocated C string (g_free'd here).
    init?(takingGString pointer: UnsafeMutablePointer<gchar>?) {
        guard let pointer else { return nil }
        defer { g_free(pointer) }
        self.init(cString: pointer)
    }
}

extension UnsafeMutableRawPointer: GPointer {
    var raw: UnsafeMutableRawPointer { self }
}
