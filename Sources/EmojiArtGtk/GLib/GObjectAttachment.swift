import CGtk

/// Ties a Swift object's lifetime to a GObject: the GObject keeps the Swift
/// object alive and releases it when the GObject is finalized. This is how a
/// window or a custom widget finds its Swift controller again from a C
/// callback, and why controllers need not be stored anywhere else.
enum GObjectAttachment {
    /// g_quark_from_string copies the name: a Swift string's C form lasts only
    /// for the call, so the "static" variant kept a pointer to freed memory,
    /// which AddressSanitizer caught when a dialog closed.
    private static let quark = g_quark_from_string("emojiart-swift-object")

    static func attach(_ swiftObject: AnyObject, to instance: some GPointer) {
        let retained = Unmanaged.passRetained(swiftObject).toOpaque()
        g_object_set_qdata_full(instance.object, quark, retained) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    static func object<T: AnyObject>(of instance: some GPointer, as _: T.Type = T.self) -> T? {
        guard let pointer = g_object_get_qdata(instance.object, quark) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
