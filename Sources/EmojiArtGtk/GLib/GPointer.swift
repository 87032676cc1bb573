import CGStreamer
import CGtk

/// A pointer to a GObject instance, whichever way Swift imported its type:
/// typed where the C struct is public (GtkWidget, GtkWindow), and named by
/// its class (Opaque) where it is not (GtkGesture, GSimpleAction), since
/// Swift sees those only as OpaquePointer. The casts GTK does with macros
/// live here, and only between GObject types: a pointer to anything else
/// (a C string, a GError, a callback's data, a bare OpaquePointer) is not
/// a GPointer, and casting it to one does not compile.
package protocol GPointer {
    var raw: UnsafeMutableRawPointer { get }
}

/// The C structs of GObject instances that Swift imports as structs.
package protocol GObjectInstance {}

extension GTypeInstance: GObjectInstance {}
extension GObject: GObjectInstance {}
extension GApplication: GObjectInstance {}
extension GCancellable: GObjectInstance {}
extension GFileMonitor: GObjectInstance {}
extension GSettings: GObjectInstance {}
extension GInputStream: GObjectInstance {}
extension GMenuModel: GObjectInstance {}
extension GdkContentProvider: GObjectInstance {}
extension GdkPixbufLoader: GObjectInstance {}
extension GtkAdjustment: GObjectInstance {}
extension GtkApplication: GObjectInstance {}
extension GtkBox: GObjectInstance {}
extension GtkButton: GObjectInstance {}
extension GtkCheckButton: GObjectInstance {}
extension GtkCssProvider: GObjectInstance {}
extension GtkEntry: GObjectInstance {}
extension GtkListBoxRow: GObjectInstance {}
extension GtkPopover: GObjectInstance {}
extension GtkRecentManager: GObjectInstance {}
extension GtkWidget: GObjectInstance {}
extension GtkWindow: GObjectInstance {}
extension AdwApplication: GObjectInstance {}
extension AdwBin: GObjectInstance {}
extension GstAppSink: GObjectInstance {}
extension GstBin: GObjectInstance {}
extension GstBus: GObjectInstance {}
extension GstDevice: GObjectInstance {}
extension GstDeviceMonitor: GObjectInstance {}
extension GstElement: GObjectInstance {}
extension AdwApplicationWindow: GObjectInstance {}


extension UnsafeMutablePointer: GPointer where Pointee: GObjectInstance {
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension GPointer {
    package func cast<T: GObjectInstance>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> {
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

