import CGtk

/// Ties a Swift object's lifetime to a GObject: the GObject keeps the Swift
/// object alive and releases it when the GObject is finalized. This is how a
/// window or a custom widget finds its Swift controller again from a C
/// callback, and why controllers need not be stored anywhere else. A
/// GObject holds one Swift object of each kind (its controller, the alerts
/// waiting over it).
enum GObjectAttachment {
    /// g_quark_from_string copies the name: a Swift string's C form lasts only
    /// for the call, so the "static" variant kept a pointer to freed memory,
    /// which AddressSanitizer caught when a dialog closed.
    enum Kind {
        case controller, alerts

        var quark: GQuark {
            switch self {
            case .controller: g_quark_from_string("emojiart-swift-object")
            case .alerts: g_quark_from_string("emojiart-alerts")
            }
        }
    }

    static func attach(_ swiftObject: AnyObject, to instance: some GPointer, as kind: Kind = .controller) {
        let retained = Unmanaged.passRetained(swiftObject).toOpaque()
        g_object_set_qdata_full(instance.object, kind.quark, retained) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    /// Lets go of the Swift object of `kind` before the GObject goes.
    static func detach(from instance: some GPointer, kind: Kind) {
        g_object_set_qdata(instance.object, kind.quark, nil)
    }

    static func object<T: AnyObject>(of instance: some GPointer, as _: T.Type = T.self, kind: Kind = .controller) -> T? {
        guard let pointer = g_object_get_qdata(instance.object, kind.quark) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
