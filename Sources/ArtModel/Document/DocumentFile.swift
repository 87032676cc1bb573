import Foundation

/// Reading and writing documents as files in the original app's JSON.
public enum DocumentFile {
    /// A document's file name ends with this (no dot).
    public static let fileExtension = "emojiart"

    /// Decodes a document and checks that its background, if it carries image
    /// bytes, has the header of an image this app can show. Its pixels are
    /// decoded when the canvas shows it (a damaged body is told then), so
    /// opening a large photo waits for no decode.
    public static func decode(_ json: Data) throws(DocumentReadError) -> EmojiArt {
        guard !JSONNesting.exceeds(JSONNesting.documentLimit, in: json) else { throw .tooDeeplyNested }
        let art: EmojiArt
        do {
            art = try JSONDecoder().decode(EmojiArt.self, from: json)
        } catch let error as DecodingError {
            let readError = DocumentReadError(error)
            throw readError == .notJSON ? DocumentReadError(unparsable: json) : readError
        } catch let error as DocumentReadError {
            throw error
        } catch {
            throw .notJSON
        }
        if let imageData = art.background.imageData {
            do {
                _ = try ImageInspector.inspect(imageData)
            } catch {
                throw .backgroundNotAnImage(error)
            }
        }
        return art
    }

    public static func read(from url: URL) throws(DocumentReadError) -> EmojiArt {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        return try decode(data)
    }

    public static func encode(_ art: EmojiArt) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(art)
    }

    /// Writes atomically and durably (see AtomicFileWriter), so an
    /// interrupted save leaves the previous document intact.
    public static func write(_ art: EmojiArt, to url: URL) throws {
        try AtomicFileWriter.write(encode(art), to: url)
    }
}
