import CGtk

/// The app's one rule for GObjects a Swift object keeps beyond one call:
/// it owns exactly one reference, through an ObjectReference, which lets go
/// of it when it goes (an object held across an `await`, a menu model, one
/// handed back by a GIO call whose waiter is gone). Widgets inside a window
/// are the exception: GTK's widget tree owns them, and the controllers that
/// point at them live exactly as long as their window (GObjectAttachment).
/// GObject reference counts are atomic, so the last release may happen on
/// any thread.
// Unchecked: it only ever releases its one reference, which GObject does atomically.
package final class ObjectReference: GPointer, @unchecked Sendable {
    package let raw: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns.
    package convenience init(taking pointer: some GPointer) {
        // An ObjectReference owns its reference already: a second owner would let go of it twice.
        precondition(!(pointer is ObjectReference), "keep the ObjectReference itself")
        self.init(owning: pointer.raw)
    }

    /// Adds a reference of its own.
    convenience init(retaining pointer: some GPointer) {
        self.init(owning: g_object_ref(pointer.raw))
    }

    /// Owns a newly made object that may be floating (widgets, menus from
    /// gtk_…_new): its floating reference becomes this one.
    convenience init(sinking pointer: some GPointer) {
        self.init(owning: g_object_ref_sink(pointer.raw))
    }

    private init(owning raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }

    deinit { g_object_unref(raw) }

    /// The items of a GListModel (`model`, borrowed), each held by a reference of its own.
    static func items(of model: OpaquePointer) -> [ObjectReference] {
        (0..<g_list_model_get_n_items(model)).compactMap { index in
            g_list_model_get_item(model, index).map { ObjectReference(taking: Opaque<GObjectType>(OpaquePointer($0))) }
        }
    }

    /// A further reference, for a C function that takes one over ("transfer
    /// full", as gtk_single_selection_new takes its model); this one stays.
    func handedOver() -> OpaquePointer {
        g_object_ref(raw)
        return opaque
    }
}
