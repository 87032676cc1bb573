import CGLib
import Foundation

/// The desktop's shared thumbnail cache, as the freedesktop Thumbnail
/// Managing Standard lays it out: `$XDG_CACHE_HOME/thumbnails/normal` (128
/// pixels) and `large` (256), each thumbnail a PNG named by the MD5 of its
/// file's URI, valid while its `Thumb::URI` and `Thumb::MTime` text keys
/// still match the file. A file manager and this app share them.
public struct ThumbnailCache: Sendable {
    public enum Size: String, Sendable, CaseIterable {
        case normal
        case large

        /// The longest side a thumbnail of this size has, in pixels.
        public var pixels: Int { self == .normal ? 128 : 256 }
    }

    /// The `thumbnails` folder.
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// `$XDG_CACHE_HOME/thumbnails`, or `~/.cache/thumbnails`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThumbnailCache {
        ThumbnailCache(root: XDGDirectory.cache.url(environment: environment).appendingPathComponent("thumbnails"))
    }

    /// Where the thumbnail of `file` at `size` is kept.
    public func location(of file: URL, size: Size) -> URL {
        root.appendingPathComponent(size.rawValue).appendingPathComponent(Self.md5(of: Self.uri(of: file)) + ".png")
    }

    /// The file's URI as the specification hashes it: GLib's, which escapes
    /// a path's bytes but for the unreserved characters and `!$&'()*+,=:@/`.
    public static func uri(of file: URL) -> String {
        let path = file.standardizedFileURL.path
        return taking(g_filename_to_uri(path, nil, nil)) ?? "file://" + path
    }

    /// 32 lowercase hexadecimal digits, as GLib's MD5 writes them.
    static func md5(of text: String) -> String {
        taking(g_compute_checksum_for_string(G_CHECKSUM_MD5, text, -1)) ?? ""
    }

    /// A string GLib made for us, freed once copied.
    private static func taking(_ made: UnsafeMutablePointer<gchar>?) -> String? {
        guard let made else { return nil }
        defer { g_free(made) }
        return String(cString: made)
    }

    /// The text keys a thumbnail of `file`, last modified at `modified`
    /// (whole seconds since 1970), must carry.
    public static func keys(for file: URL, modified: Int) -> [String: String] {
        ["Thumb::URI": uri(of: file), "Thumb::MTime": String(modified)]
    }

    /// Whether a thumbnail with these text keys shows `file` as it is now.
    public static func isValid(_ keys: [String: String], for file: URL, modified: Int) -> Bool {
        keys["Thumb::URI"] == uri(of: file) && keys["Thumb::MTime"] == String(modified)
    }
}
