import ArtModel
import CGtk
import Foundation

/// Recently opened and saved documents, kept by GTK's recent manager (shared
/// with the desktop), and the "Open Recent" menu built from them.
@MainActor
enum RecentDocuments {
    static let shown = 8

    static func add(_ url: URL) {
        gtk_recent_manager_add_item(gtk_recent_manager_get_default(), url.absoluteString)
    }

    /// The documents, most recent first.
    static func urls() -> [URL] {
        guard let items = gtk_recent_manager_get_items(gtk_recent_manager_get_default()) else { return [] }
        defer { g_list_free_full(items) { gtk_recent_info_unref(OpaquePointer($0)) } }
        var found: [(URL, Int)] = []
        var node: UnsafeMutablePointer<GList>? = items
        while let current = node {
            if let info = current.pointee.data.map(OpaquePointer.init),
               let uri = gtk_recent_info_get_uri(info).map({ String(cString: $0) }),
               let url = URL(string: uri), url.isFileURL, url.pathExtension == "emojiart",
               FileManager.default.fileExists(atPath: url.path) {
                found.append((url, Int(g_date_time_to_unix(gtk_recent_info_get_modified(info)))))
            }
            node = current.pointee.next
        }
        return found.sorted { $0.1 > $1.1 }.prefix(shown).map(\.0)
    }

    /// Fills `menu` with items that open each recent document.
    static func fill(_ menu: OpaquePointer) {
        g_menu_remove_all(menu)
        for url in urls() {
            let label = url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "_", with: "__")
            let item = g_menu_item_new(label, nil)
            g_menu_item_set_action_and_target_value(item, AppAction.openRecent.detailedName, g_variant_new_string(url.absoluteString))
            g_menu_append_item(menu, item)
            g_object_unref(item?.raw)
        }
    }
}
