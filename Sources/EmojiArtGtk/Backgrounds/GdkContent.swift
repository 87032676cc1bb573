import ArtModel
import CGtk
import Foundation

/// Translating what GDK hands over in drops and on the clipboard (file lists,
/// the formats on offer) into the model's terms.
enum GdkContent {
    /// The files or links of a GdkFileList, in order.
    static func urls(ofFileList list: gpointer) -> [URL] {
        var urls: [URL] = []
        let files = gdk_file_list_get_files(OpaquePointer(list))
        var node = files
        while let current = node {
            if let file = current.pointee.data,
               let uri = String(takingGString: g_file_get_uri(OpaquePointer(file))), let url = URL(string: uri) {
                urls.append(url)
            }
            node = current.pointee.next
        }
        g_slist_free(files)
        return urls
    }

    /// The MIME types `formats` offer, with those GTK can convert local
    /// content to (a drag from the app itself offers Swift strings as GTypes).
    static func mimeTypes(of formats: OpaquePointer?) -> [String] {
        guard let formats = formats.map({ gdk_content_formats_ref($0) }) else { return [] }
        return mimeTypes(in: gdk_content_formats_union_serialize_mime_types(formats))
    }

    /// The MIME types the sender of `formats` offers itself, none added.
    static func ownMimeTypes(of formats: OpaquePointer?) -> [String] {
        guard let formats = formats.map({ gdk_content_formats_ref($0) }) else { return [] }
        return mimeTypes(in: formats)
    }

    /// The MIME types GTK converts to a value of `type`, in its order of preference.
    static func mimeTypes(convertingTo type: GType) -> [String] {
        mimeTypes(in: gdk_content_formats_union_deserialize_mime_types(gdk_content_formats_new_for_gtype(type)))
    }

    /// The MIME types of `formats`, which are let go of.
    private static func mimeTypes(in formats: OpaquePointer?) -> [String] {
        guard let formats else { return [] }
        defer { gdk_content_formats_unref(formats) }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }
}
