/// Whether bytes are an SVG document: XML whose first element is `svg`,
/// after an optional byte order mark, XML declaration, comments and
/// doctype. Only the beginning is read.
enum SVGText {
    static let examinedBytes = 4096

    static func looksLikeSVG(_ bytes: some Collection<UInt8>) -> Bool {
        var text = Substring(String(decoding: bytes.prefix(examinedBytes), as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop(while: \.isWhitespace)
            if text.hasPrefix("<?") || text.lowercased().hasPrefix("<!doctype") {
                // A doctype's internal subset, in brackets, holds '>' of its own.
                let close = text.prefix { $0 != ">" }.contains("[") ? "]>" : ">"
                guard let end = text.range(of: close) else { return false }
                text = text[end.upperBound...]
            } else if text.hasPrefix("<!--") {
                guard let end = text.range(of: "-->") else { return false }
                text = text[end.upperBound...]
            } else {
                break
            }
        }
        guard text.hasPrefix("<") else { return false }
        let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
        return name == "svg" || name.hasSuffix(":svg")
    }
}
