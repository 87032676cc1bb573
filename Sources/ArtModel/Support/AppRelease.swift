import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The app's latest release, as its AppStream metainfo lists it first: the
/// one place its version is written (About and the Debian package read it
/// from there), and the notes About shows as What's New.
public struct AppRelease: Equatable, Sendable {
    public let version: String
    /// The release's description in AppStream's markup (`<p>`, `<ul>`,
    /// `<ol>`, `<li>`), each paragraph and item in the reader's language.
    public let notes: String

    /// Nil when the metainfo lists no release with a version.
    public init?(metainfo: Data) {
        self.init(metainfo: metainfo, translate: Translation.lookup)
    }

    init?(metainfo: Data, translate: @escaping (String) -> String) {
        let reader = LatestReleaseReader(translate: translate)
        let parser = XMLParser(data: metainfo)
        parser.delegate = reader
        _ = parser.parse()  // false once the reader has what it wants and stops it
        guard let version = reader.version else { return nil }
        (self.version, notes) = (version, reader.notes)
    }
}

/// Reads the first `<release>` of a metainfo file and rewrites its
/// description's text as translated markup.
private final class LatestReleaseReader: NSObject, XMLParserDelegate {
    private static let markup: Set = ["p", "ul", "ol", "li"]
    let translate: (String) -> String
    var version: String?
    var notes = ""
    private var inLatest = false
    private var inDescription = false
    private var text = ""

    init(translate: @escaping (String) -> String) { self.translate = translate }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "release", version == nil {
            version = attributes["version"]
            inLatest = true
        } else if name == "description", inLatest {
            inDescription = true
        } else if inDescription, Self.markup.contains(name) {
            notes += "<\(name)>"
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inDescription { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "release", inLatest {
            parser.abortParsing()  // the latest release is all About shows
        } else if name == "description" {
            inDescription = false
        } else if inDescription, name == "p" || name == "li" {
            // As xgettext reads it: runs of white space are one space.
            let sentence = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            notes += Self.escaped(translate(sentence)) + "</\(name)>"
            text = ""
        } else if inDescription, Self.markup.contains(name) {
            notes += "</\(name)>"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
