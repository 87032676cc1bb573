import Foundation

/// A list of files as file managers and browsers offer it, on the clipboard
/// or in a drop, read by the app itself in one of the two formats that name
/// the files as they are: the standard list of URIs (text/uri-list, RFC
/// 2483) and GNOME's own (x-special/gnome-copied-files: "copy" or "cut",
/// then a URI a line).
///
/// The desktop portal's formats (application/vnd.portal.*) are left to GTK,
/// and only for a sender that offers nothing else: they name the files
/// through the document portal, which a sandboxed sender needs, but which a
/// sender on another session bus cannot answer, and which gives paths in
/// the portal's own folder. GTK 4.18 prefers them whenever the portal runs,
/// and asks for them first even of a sender that does not offer them.
public enum CopiedFiles {
    /// The formats read here, in order of preference.
    public static let mimeTypes = ["text/uri-list", "x-special/gnome-copied-files"]
    /// A list of files is text: more than this is no list.
    public static let maximumBytes = 1 << 20

    /// Which of `mimeTypes` to read, of those the sender offers.
    public static func mimeType(offering offered: [String]) -> String? {
        let offered = Set(offered.map { $0.lowercased() })
        return mimeTypes.first { offered.contains($0) }
    }

    /// The files or links of a list read as `mimeType`, in order; lines that
    /// are no URI are left out.
    public static func urls(in data: Data, mimeType: String) -> [URL] {
        var lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if mimeType.lowercased() == "x-special/gnome-copied-files", ["copy", "cut"].contains(lines.first) {
            lines.removeFirst()
        }
        return lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }.compactMap { line in
            URL(string: line).flatMap { $0.scheme == nil ? nil : $0 }
        }
    }
}
