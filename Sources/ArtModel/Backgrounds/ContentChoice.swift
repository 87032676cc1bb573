/// Which of the formats another application offers to read, by their MIME
/// types: for Paste, Paste Background and a drop on the canvas.
public enum ContentChoice: Equatable, Sendable {
    /// Emojis copied in this app or another copy of it (EmojiClip).
    case emojis
    case image(mimeType: String)
    case files
    case text
    case nothing

    /// Image types in order of preference: lossless first, so a screenshot
    /// is not read as a lossy copy when both are offered; then every other
    /// format the app opens.
    public static let imageTypes: [String] = {
        let preferred = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp"]
        return preferred + ImageFormat.mimeTypes.filter { !preferred.contains($0) }
    }()
    public static let fileTypes = ["text/uri-list", "x-special/gnome-copied-files", "application/vnd.portal.files"]
    public static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "STRING", "TEXT"]

    /// A paste: copied emojis first (they come with their picture and
    /// text too), unless it is Paste Background; then image bytes (what
    /// was copied is the picture), then copied files, then text (which may
    /// be a URL, or emojis).
    public static func forPaste(offering offered: [String], _ kind: PasteKind = .anything) -> ContentChoice {
        let offered = Offered(offered)
        if kind == .anything, offered.any(of: [EmojiClip.mimeType]) { return .emojis }
        if let image = offered.first(of: imageTypes) { return .image(mimeType: image) }
        if offered.any(of: fileTypes) { return .files }
        if offered.any(of: textTypes) { return .text }
        return .nothing
    }

    /// A drop: files and links first (a file manager's files, a browser's
    /// link, which may come with the pixels too), then image data, then text
    /// (an address, or emoji).
    public static func forDrop(offering offered: [String]) -> ContentChoice {
        let offered = Offered(offered)
        if offered.any(of: fileTypes) { return .files }
        if let image = offered.first(of: imageTypes) { return .image(mimeType: image) }
        if offered.any(of: textTypes) { return .text }
        return .nothing
    }

    /// MIME types compare without regard to case.
    private struct Offered {
        let types: Set<String>
        init(_ types: [String]) { self.types = Set(types.map { $0.lowercased() }) }
        func first(of wanted: [String]) -> String? { wanted.first { types.contains($0.lowercased()) } }
        func any(of wanted: [String]) -> Bool { first(of: wanted) != nil }
    }
}
