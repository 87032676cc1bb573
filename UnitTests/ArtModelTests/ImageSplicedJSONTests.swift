import Foundation
import Testing
@testable import ArtModel

/// A document's image spliced into its JSON a piece at a time, and out of
/// it where it lies: the same bytes and the same document as JSONEncoder
/// and JSONDecoder make of it whole.
@Suite struct ImageSplicedJSONTests {
    /// A JPEG with ten megabytes after it (as a camera's maker notes): more
    /// than three pieces, and not a multiple of three.
    static let image: Data = {
        let jpeg = (try? JPEGCodec.encode(JPEGCodecTests.gradient(width: 16, height: 16), quality: 90)) ?? Data()
        return jpeg + Data((0..<10_000_001).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) })
    }()

    static let art = EmojiArt(background: .imageData(image), emojis: [
        EmojiArt.Emoji(text: "🐝", x: -10, y: 20, size: 40, id: 1),
        EmojiArt.Emoji(text: "👩🏽‍🚀", x: 5, y: -7, size: 60, id: 2, rotation: 90),
    ])

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    @Test func writesTheBytesJSONEncoderWrites() throws {
        var pieces: [Data] = []
        try ImageSplicedJSON.encode(Self.art, with: Self.encoder) { pieces.append($0) }
        #expect(pieces.count > 4, "the image in pieces")
        #expect(pieces.map(\.count).max()! < 5 << 20, "no piece holds the whole image")
        #expect(pieces.reduce(Data(), +) == (try Self.encoder.encode(Self.art)))
    }

    @Test func readsBackTheDocumentJSONDecoderReads() throws {
        let json = try Self.encoder.encode(Self.art)
        #expect(try ImageSplicedJSON.decode(EmojiArt.self, from: json, with: JSONDecoder()) == Self.art)
        #expect(try DocumentFile.decode(DocumentFile.encode(Self.art)) == Self.art)
    }

    /// The original app's JSONEncoder escapes slashes; a pretty printer spaces the key out.
    @Test func readsJSONWrittenOtherwise() throws {
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.prettyPrinted]
        for encoder in [JSONEncoder(), pretty] {
            let json = try encoder.encode(Self.art)
            #expect(json.range(of: Data(#"\/"#.utf8)) != nil)
            #expect(try ImageSplicedJSON.decode(EmojiArt.self, from: json, with: JSONDecoder()) == Self.art)
        }
    }

    @Test func aRecoveryRecordKeepsItsImage() throws {
        let record = RecoveryRecord(documentPath: "/home/ana/\"imageData\":\"x.emojiart", lastChanged: Date(timeIntervalSince1970: 1e9),
                                    document: Self.art)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = try ImageSplicedJSON.encode(record, with: encoder)
        #expect(try ImageSplicedJSON.decode(RecoveryRecord.self, from: json, with: decoder) == record)
    }

    @Test func aDocumentWithoutAnImageIsJSONEncodersOwn() throws {
        let blank = EmojiArt(background: .blank, emojis: Array(Self.art.emojis))
        #expect(try ImageSplicedJSON.encode(blank, with: Self.encoder) == Self.encoder.encode(blank))
        #expect(try ImageSplicedJSON.decode(EmojiArt.self, from: Self.encoder.encode(blank), with: JSONDecoder()) == blank)
    }
}
