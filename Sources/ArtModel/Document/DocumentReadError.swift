import Foundation

/// Why a document could not be opened, in words a user can act on.
public enum DocumentReadError: Error, Equatable, Sendable {
    case unreadableFile(reason: String)
    case notJSON
    case wrongShape(detail: String)
    case backgroundNotAnImage(ImageError)
    case tooManyEmojis(count: Int)
    case truncated
    case tooDeeplyNested

    public var message: String {
        switch self {
        case .unreadableFile(let reason):
            "The file could not be read: \(reason)."
        case .notJSON:
            "The file is not an EmojiArt document: it does not contain JSON."
        case .tooDeeplyNested:
            "The file is not a valid EmojiArt document: it is nested far more deeply than a document is."
        case .truncated:
            "The file is not an EmojiArt document: it stops part-way, as if it was cut short."
        case .wrongShape(let detail):
            "The file is not a valid EmojiArt document: \(detail)."
        case .backgroundNotAnImage(let imageError):
            "The document’s background is not a usable image. \(imageError.message)"
        case .tooManyEmojis(let count):
            "The document has \(count.grouped) emojis; EmojiArt opens documents of up to \(EmojiArt.emojiLimit.grouped)."
        }
    }
}

extension DocumentReadError {
    /// What the document's own checks find wrong with a value, as the end of
    /// a sentence that starts with the value's place.
    enum ValueProblem: String {
        case empty = "is empty"
        case notPositive = "is not positive"
        case notAnEmoji = "is not one emoji"
        case tooFarOut = "is more than 1,000,000 points from the centre"
        case tooLarge = "is larger than 10,000 points"
        case outOfRange = "is out of range"
    }

    /// Why JSONDecoder gave up on the whole file. It says only "not valid
    /// JSON", even for valid JSON whose numbers do not fit; JSONSerialization
    /// tells those cases apart.
    init(unparsable json: Data) {
        guard json.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
            self = .notJSON
            return
        }
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
            self = .wrongShape(detail: "a number in it is not a whole number this app can use")
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if detail.hasPrefix("Unexpected end of file") {
                self = .truncated
            } else if detail.hasPrefix("Number") {
                self = .wrongShape(detail: "a number in it is too large")
            } else {
                self = .notJSON
            }
        }
    }

    /// Translates Foundation's decoding errors into a sentence that names the
    /// place in the document ("emoji 3 has no “size”").
    init(_ error: DecodingError) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = .notJSON
        case .dataCorrupted(let context):
            // Foundation's own descriptions are for programmers; ours are words.
            let problem = ValueProblem(rawValue: context.debugDescription)?.rawValue
                ?? (context.codingPath.last?.stringValue == "imageData" ? "is not valid base64 data" : "is not valid")
            self = .wrongShape(detail: "\(Self.describe(context.codingPath)) \(problem)")
        case .keyNotFound(let key, let context):
            let owner = context.codingPath.isEmpty ? "the document" : Self.describe(context.codingPath)
            self = .wrongShape(detail: "\(owner) has no “\(key.stringValue)”")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self = .wrongShape(detail: "\(Self.describe(context.codingPath)) is not \(Self.describe(type))")
        @unknown default:
            self = .wrongShape(detail: "its contents are not in the expected form")
        }
    }

    /// "emoji 3", "“size” of emoji 3", "“theURL” of “background”".
    private static func describe(_ path: [any CodingKey]) -> String {
        var parts: [String] = []
        for (position, key) in path.enumerated() {
            if let index = key.intValue {
                let inEmojis = position > 0 && path[position - 1].stringValue == "emojis"
                if !parts.isEmpty { parts.removeLast() }
                parts.append(inEmojis ? "emoji \(index + 1)" : "item \(index + 1)")
            } else {
                parts.append("“\(key.stringValue)”")
            }
        }
        return parts.isEmpty ? "the document" : parts.reversed().joined(separator: " of ")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "text"
        case is Data.Type: "base64 image data"
        case is URL.Type: "a URL"
        default: "of the expected kind"
        }
    }
}
