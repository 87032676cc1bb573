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
            localized("The file could not be read: {reason}.", ["reason": reason])
        case .notJSON:
            localized("The file is not an EmojiArt document: it does not contain JSON.")
        case .tooDeeplyNested:
            localized("The file is not a valid EmojiArt document: it is nested far more deeply than a document is.")
        case .truncated:
            localized("The file is not an EmojiArt document: it stops part-way, as if it was cut short.")
        case .wrongShape(let detail):
            localized("The file is not a valid EmojiArt document: {detail}.", ["detail": detail])
        case .backgroundNotAnImage(let imageError):
            localized("The document’s background is not a usable image. {reason}", ["reason": imageError.message])
        case .tooManyEmojis(let count):
            localized("The document has {count} emoji; EmojiArt opens documents of up to {limit}.",
                      plural: "The document has {count} emojis; EmojiArt opens documents of up to {limit}.",
                      count: count, ["limit": EmojiArt.emojiLimit.grouped])
        }
    }
}

extension DocumentReadError {
    /// What the document's own checks find wrong with a value. The raw value
    /// travels inside Foundation's DecodingError; `sentence` is what is said.
    enum ValueProblem: String {
        case empty = "is empty"
        case notPositive = "is not positive"
        case notAnEmoji = "is not one emoji"
        case tooFarOut = "is more than 1,000,000 points from the centre"
        case tooLarge = "is larger than 10,000 points"
        case outOfRange = "is out of range"

        func sentence(place: String) -> String {
            switch self {
            case .empty: localized("{place} is empty", ["place": place])
            case .notPositive: localized("{place} is not positive", ["place": place])
            case .notAnEmoji: localized("{place} is not one emoji", ["place": place])
            case .tooFarOut: localized("{place} is more than 1,000,000 points from the centre", ["place": place])
            case .tooLarge: localized("{place} is larger than 10,000 points", ["place": place])
            case .outOfRange: localized("{place} is out of range", ["place": place])
            }
        }
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
            self = .wrongShape(detail: localized("a number in it is not a whole number this app can use"))
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if detail.hasPrefix("Unexpected end of file") {
                self = .truncated
            } else if detail.hasPrefix("Number") {
                self = .wrongShape(detail: localized("a number in it is too large"))
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
            let place = Self.describe(context.codingPath)
            if let problem = ValueProblem(rawValue: context.debugDescription) {
                self = .wrongShape(detail: problem.sentence(place: place))
            } else if context.codingPath.last?.stringValue == "imageData" {
                self = .wrongShape(detail: localized("{place} is not valid base64 data", ["place": place]))
            } else {
                self = .wrongShape(detail: localized("{place} is not valid", ["place": place]))
            }
        case .keyNotFound(let key, let context):
            let owner = context.codingPath.isEmpty ? localized("the document") : Self.describe(context.codingPath)
            self = .wrongShape(detail: localized("{place} has no “{key}”", ["place": owner, "key": key.stringValue]))
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self = .wrongShape(detail: Self.mismatch(place: Self.describe(context.codingPath), expected: type))
        @unknown default:
            self = .wrongShape(detail: localized("its contents are not in the expected form"))
        }
    }

    /// "emoji 3", "“size” of emoji 3", "“theURL” of “background”".
    private static func describe(_ path: [any CodingKey]) -> String {
        var parts: [String] = []
        for (position, key) in path.enumerated() {
            if let index = key.intValue {
                let inEmojis = position > 0 && path[position - 1].stringValue == "emojis"
                if !parts.isEmpty { parts.removeLast() }
                let number = String(index + 1)
                parts.append(inEmojis ? localized("emoji {number}", ["number": number])
                                      : localized("item {number}", ["number": number]))
            } else {
                parts.append(localized("“{key}”", ["key": key.stringValue]))
            }
        }
        guard var place = parts.first else { return localized("the document") }
        for part in parts.dropFirst() {
            place = localized("{part} of {whole}", ["part": part, "whole": place])
        }
        return place
    }

    private static func mismatch(place: String, expected type: Any.Type) -> String {
        switch type {
        case is Int.Type: localized("{place} is not a whole number", ["place": place])
        case is String.Type: localized("{place} is not text", ["place": place])
        case is Data.Type: localized("{place} is not base64 image data", ["place": place])
        case is URL.Type: localized("{place} is not a URL", ["place": place])
        default: localized("{place} is not of the expected kind", ["place": place])
        }
    }
}
