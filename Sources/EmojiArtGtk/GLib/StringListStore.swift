import CGtk

/// A GListStore of GtkStringObjects: the model of the app's lists and grids,
/// each string naming what its row or cell shows (a palette's id, a
/// picture's path).
@MainActor
final class StringListStore {
    let model = ObjectReference(taking: Opaque<ListModel>(g_list_store_new(gtk_string_object_get_type())))

    var count: Int { Int(g_list_model_get_n_items(model.opaque)) }

    /// Replaces `removing` items at `position` with `strings`, in one
    /// "items-changed" (a list box re-makes only those rows).
    func splice(at position: Int, removing: Int, adding strings: [String]) {
        var items: [gpointer?] = strings.map { UnsafeMutableRawPointer(gtk_string_object_new($0)) }
        defer { items.forEach { g_object_unref($0) } }
        items.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(model.opaque, guint(position), guint(removing), buffer.baseAddress, guint(buffer.count))
        }
    }

    func append(_ strings: [String]) {
        splice(at: count, removing: 0, adding: strings)
    }

    func removeAll() {
        g_list_store_remove_all(model.opaque)
    }

    /// The string of an item of this store.
    static func string(of item: OpaquePointer) -> String {
        gtk_string_object_get_string(item).map { String(cString: $0) } ?? ""
    }

    /// Makes the widget that shows an item, from the item's string.
    typealias MakeWidget = @MainActor (_ string: String) -> UnsafeMutablePointer<GtkWidget>?

    /// Shows the store in a GtkListBox, a row made by `make` for each item,
    /// re-made only when its item is spliced.
    func bind(listBox: UnsafeMutablePointer<GtkWidget>, _ make: @escaping MakeWidget) {
        gtk_list_box_bind_model(listBox.cast(), model.opaque, Self.makeWidget, CallbackBox<MakeWidget>.retained(make)) {
            AnyCallbackBox.release($0)
        }
    }

    /// The same for a GtkFlowBox's children.
    func bind(flowBox: UnsafeMutablePointer<GtkWidget>, _ make: @escaping MakeWidget) {
        gtk_flow_box_bind_model(flowBox.cast(), model.opaque, Self.makeWidget, CallbackBox<MakeWidget>.retained(make)) {
            AnyCallbackBox.release($0)
        }
    }

    /// GTK calls it on the main thread, with the item and the box of `make`.
    private static let makeWidget: @convention(c) (gpointer?, gpointer?) -> UnsafeMutablePointer<GtkWidget>? = { item, data in
        // GTK calls on the main thread: its pointers go into assumeIsolated, the widget comes out.
        nonisolated(unsafe) let (item, data) = (item, data)
        nonisolated(unsafe) var widget: UnsafeMutablePointer<GtkWidget>?
        MainActor.assumeIsolated {
            guard let item, let data else { return }
            widget = CallbackBox<MakeWidget>.lent(data)(StringListStore.string(of: OpaquePointer(item)))
        }
        return widget
    }
}
