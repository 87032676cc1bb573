import CGtk

/// One reference to a GObject, let go when this goes: for an object held
/// across an `await`, or handed back by a GIO call whose waiter is gone.
/// GObject reference counts are atomic, so the last release may happen on
/// any thread.
final class ObjectReference: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    /// Takes over a reference the caller owns.
    init(taking pointer: some GPointer) {
        self.pointer = pointer.raw
    }

    /// Adds a reference of its own.
    convenience init(retaining pointer: some GPointer) {
        g_object_ref(pointer.raw)
        self.init(taking: pointer)
    }

    deinit { g_object_unref(pointer) }
}
