/// Which of the clipboard's formats to read for Paste Background, by the
/// MIME types it offers: image bytes first, then copied files, then text
/// (which may be a URL).
public enum ClipboardChoice: Equatable, Sendable {
    case image(mimeType: String)
    case files
    case text
    case nothing

    /// Image types in order of preference: lossless first, so a screenshot
    /// is not read as a lossy copy when both are offered.
    public static let imageTypes = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp"]
    public static let fileTypes = ["text/uri-list", "x-special/gnome-copied-files", "application/vnd.portal.files"]
    public static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "STRING", "TEXT"]

    public static func choose(from offered: [String]) -> ClipboardChoice {
        let offered = Set(offered.map { $0.lowercased() })
        func isOffered(_ type: String) -> Bool { offered.contains(type.lowercased()) }
        if let image = imageTypes.first(where: isOffered) { return .image(mimeType: image) }
        if fileTypes.contains(where: isOffered) { return .files }
        if textTypes.contains(where: isOffered) { return .text }
        return .nothing
    }
}
