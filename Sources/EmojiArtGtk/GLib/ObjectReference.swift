import CGtk

/// The app's one rule for GObjects a Swift object keeps beyond one call:
/// it owns exactly one reference, through an ObjectReference, which lets go
/// of it when it goes (an object held across an `await`, a menu model, one
/// handed back by a GIO call whose waiter is gone). Widgets inside a window
/// are the exception: GTK's widget tree owns them, and the controllers that
/// point at them live exactly as long as their window (GObjectAttachment).
/// GObject reference counts are atomic, so the last release may happen on
/// any thread.
final class ObjectReference: GPointer, @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns.
    init(taking pointer: some GPointer) {
        raw = pointer.raw
    }

    /// Adds a reference of its own.
    convenience init(retaining pointer: some GPointer) {
        g_object_ref(pointer.raw)
        self.init(taking: pointer)
    }

    /// Owns a newly made object that may be floating (widgets, menus from
    /// gtk_…_new): its floating reference becomes this one.
    convenience init(sinking pointer: some GPointer) {
        g_object_ref_sink(pointer.raw)
        self.init(taking: pointer)
    }

    deinit { g_object_unref(raw) }

    /// A further reference, for a C function that takes one over ("transfer
    /// full", as gtk_single_selection_new takes its model); this one stays.
    func handedOver() -> OpaquePointer {
        g_object_ref(raw)
        return opaque
    }
}
