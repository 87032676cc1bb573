import ArtModel
import CGtk
import Foundation

/// Recently opened and saved documents, kept by GTK's recent manager (shared
/// with the desktop), and the "Open Recent" menu built from them
/// (RecentDocumentList decides which, and how each is named).
@MainActor
enum RecentDocuments {
    static func add(_ url: URL) {
        gtk_recent_manager_add_item(gtk_recent_manager_get_default(), url.absoluteString)
    }

    /// A document renamed or moved: its entry follows it (or it is added).
    static func move(from old: URL?, to new: URL) {
        var error: UnsafeMutablePointer<GError>?
        guard let old, gtk_recent_manager_move_item(gtk_recent_manager_get_default(), old.absoluteString,
                                                    new.absoluteString, &error) != 0 else {
            g_clear_error(&error)
            return add(new)
        }
    }

    /// What the desktop's recent files list holds.
    private static func entries() -> [RecentDocumentList.Entry] {
        guard let items = gtk_recent_manager_get_items(gtk_recent_manager_get_default()) else { return [] }
        defer { g_list_free_full(items) { gtk_recent_info_unref(OpaquePointer($0)) } }
        var entries: [RecentDocumentList.Entry] = []
        var node: UnsafeMutablePointer<GList>? = items
        while let current = node {
            if let info = current.pointee.data.map(OpaquePointer.init),
               let uri = gtk_recent_info_get_uri(info).map({ String(cString: $0) }) {
                entries.append(.init(uri: uri, lastUsed: Int(g_date_time_to_unix(gtk_recent_info_get_modified(info)))))
            }
            node = current.pointee.next
        }
        return entries
    }

    /// Fills `menu` with items that open each recent document.
    static func fill(_ menu: some GPointer) {
        g_menu_remove_all(menu.opaque)
        for url in RecentDocumentList.offered(from: entries()) {
            ActionMenu.append(label: RecentDocumentList.menuLabel(for: url), action: .openRecent,
                              target: g_variant_new_string(url.absoluteString), to: menu)
        }
    }
}
