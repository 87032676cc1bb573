import Foundation

/// Where a new background comes from, once a drop or a paste is understood.
public enum BackgroundSource: Equatable, Sendable {
    /// An image file on this computer: its bytes become `imageData`.
    case imageFile(URL)
    /// An image on the web: it becomes a `.url` background once fetched.
    case webImage(URL)

    /// What a URL means as a background. Only http, https and file URLs are
    /// used; an image-search link's real image (`imgurl=`) is unwrapped, as
    /// the original app's `imageURL` did.
    public init?(url: URL) {
        switch url.scheme?.lowercased() {
        case "http", "https":
            self = .webImage(Self.unwrappingImageSearchLink(url))
        case "file":
            self = .imageFile(url)
        default:
            return nil
        }
    }

    /// What dropped or pasted text means: a URL alone on its first line
    /// (browsers and file managers put one URL per line), or nothing.
    public init?(text: String) {
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let candidate = firstLine.trimmingCharacters(in: .whitespaces)
        guard !candidate.contains(" "), let url = URL(string: candidate), url.host != nil || url.isFileURL else {
            return nil
        }
        self.init(url: url)
    }

    /// Whether any word of `text` is an address: such text is never taken
    /// for its emojis (which emojis a person meant is then anyone's guess).
    public static func holdsAddress(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { Self(text: String($0)) != nil }
    }

    static func unwrappingImageSearchLink(_ url: URL) -> URL {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let wrapped = items.first(where: { $0.name == "imgurl" })?.value,
           let image = URL(string: wrapped), ["http", "https"].contains(image.scheme?.lowercased()) {
            return image
        }
        return url
    }
}
