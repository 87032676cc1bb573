import Foundation

/// What holds a document whose background may be image bytes: a document,
/// a recovery record.
public protocol HoldsBackgroundImage {
    var backgroundImage: Data? { get }
    /// The same with `image` as the background's bytes.
    func replacingBackgroundImage(with image: Data) -> Self
}

extension EmojiArt: HoldsBackgroundImage {
    public var backgroundImage: Data? { background.imageData }

    public func replacingBackgroundImage(with image: Data) -> EmojiArt {
        var art = self
        art.background = .imageData(image)
        return art
    }
}

extension RecoveryRecord: HoldsBackgroundImage {
    public var backgroundImage: Data? { document.backgroundImage }

    public func replacingBackgroundImage(with image: Data) -> RecoveryRecord {
        var record = self
        record.document = document.replacingBackgroundImage(with: image)
        return record
    }
}

/// JSON holding a background's image bytes, as base64, without a second
/// copy of them as text: everything else goes through JSONEncoder and
/// JSONDecoder with the image left empty, and the image's base64 is
/// spliced in as it is written, a few megabytes at a time, and decoded
/// straight from the bytes read. A 50 MB photo is 67 MB of base64, which
/// JSONEncoder held twice over (the string, then the JSON).
public enum ImageSplicedJSON {
    /// What a background's image becomes in JSON with the image left empty.
    private static let emptyImage = Data("\"imageData\":\"\"".utf8)
    /// Where a background's image begins.
    private static let imageKey = Data("\"imageData\":\"".utf8)
    /// Image bytes written at a time: a multiple of 3, so the pieces' base64 join up.
    private static let bytesPerPiece = 3 << 20

    /// Hands `value`'s JSON to `write` in pieces, in order.
    public static func encode<Value: Encodable & HoldsBackgroundImage>(_ value: Value, with encoder: JSONEncoder,
                                                                        into write: (Data) throws -> Void) throws {
        guard let image = value.backgroundImage, !image.isEmpty else { return try write(encoder.encode(value)) }
        let json = try encoder.encode(value.replacingBackgroundImage(with: Data()))
        guard let empty = json.range(of: emptyImage) else { return try write(encoder.encode(value)) }
        let closingQuote = empty.upperBound - 1
        try write(json[..<closingQuote])
        var start = image.startIndex
        while start < image.endIndex {
            let end = min(start + bytesPerPiece, image.endIndex)
            try write(image[start..<end].base64EncodedData())
            start = end
        }
        try write(json[closingQuote...])
    }

    /// All of `value`'s JSON at once (small documents, tests).
    public static func encode<Value: Encodable & HoldsBackgroundImage>(_ value: Value, with encoder: JSONEncoder) throws -> Data {
        var json = Data()
        try encode(value, with: encoder) { json.append($0) }
        return json
    }

    /// Decodes `json`, the background's image decoded from its base64 where
    /// it lies. JSON this does not recognise (the image's base64 written
    /// with escaped slashes, as the original app's files have it, or spaced
    /// out) is decoded by JSONDecoder alone, with the same result.
    public static func decode<Value: Decodable & HoldsBackgroundImage>(_ type: Value.Type, from json: Data,
                                                                       with decoder: JSONDecoder) throws -> Value {
        // The base64 ends at the first quote; a backslash before it is an escape this does not undo.
        guard let key = json.range(of: imageKey),
              let closing = json[key.upperBound...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
              json[closing] == UInt8(ascii: "\""),
              json[closing...].range(of: imageKey) == nil,
              let image = Data(base64Encoded: json[key.upperBound..<closing]) else {
            return try decoder.decode(type, from: json)
        }
        var rest = Data(json[..<key.upperBound])
        rest.append(json[closing...])
        return try decoder.decode(type, from: rest).replacingBackgroundImage(with: image)
    }
}
