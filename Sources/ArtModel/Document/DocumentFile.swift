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
            art = try ImageSplicedJSON.decode(EmojiArt.self, from: json, with: JSONDecoder())
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
        try readWithVersion(from: url).art
    }

    /// The document, and the version of the file it was read from: taken
    /// from the open file before its bytes, so that a change made while they
    /// are read is a newer version (and is seen as one).
    public static func readWithVersion(from url: URL) throws(DocumentReadError) -> (art: EmojiArt, version: DiskVersion) {
        func unreadable(_ error: any Error) -> DocumentReadError {
            .unreadableFile(reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        let file: FileHandle
        do {
            file = try FileHandle(forReadingFrom: url)
        } catch {
            throw unreadable(error)
        }
        defer { try? file.close() }
        guard let version = DiskVersion.of(descriptor: file.fileDescriptor) else {
            throw .unreadableFile(reason: AtomicFileWriter.reason(errno))
        }
        let data: Data
        do {
            data = try file.readToEnd() ?? Data()
        } catch {
            throw unreadable(error)
        }
        return (try decode(data), version)
    }

    public static func encode(_ art: EmojiArt) throws -> Data {
        try ImageSplicedJSON.encode(art, with: encoder)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes atomically and durably (see AtomicFileWriter), so an
    /// interrupted save leaves the previous document intact; returns the
    /// version written. Throws `AtomicFileWriter.ChangedByAnotherProgram`
    /// when what is on disk is not what `replacing` allows.
    @discardableResult
    public static func write(_ art: EmojiArt, to url: URL,
                             replacing: AtomicFileWriter.Replacing = .anything) throws -> DiskVersion {
        try AtomicFileWriter.write(to: url, replacing: replacing) { try ImageSplicedJSON.encode(art, with: encoder, into: $0) }
    }
}
