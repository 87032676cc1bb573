import Foundation
import Testing
@testable import ArtModel

/// Documents in the exact shape the original app wrote, read and written back.
@Suite struct DocumentFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    @Test func readsAnOriginalDocumentWithAURLBackground() throws {
        let art = try DocumentFile.decode(Self.fixture("original-url-background.emojiart"))
        #expect(art.background == .url(URL(string: "https://upload.wikimedia.org/wikipedia/commons/thumb/6/6f/Earth_Eastern_Hemisphere.jpg/600px-Earth_Eastern_Hemisphere.jpg")!))
        #expect(art.emojis == [
            EmojiArt.Emoji(text: "🐝", x: -83, y: 38, size: 40, id: 1),
            EmojiArt.Emoji(text: "🚀", x: 120, y: -64, size: 72, id: 3),
        ])
        #expect(art.uniqueEmojiId == 3)
    }

    @Test func readsAnOriginalDocumentWithImageData() throws {
        let art = try DocumentFile.decode(Self.fixture("original-image-background.emojiart"))
        let imageData = try #require(art.background.imageData)
        let info = try ImageInspector.inspect(imageData)
        #expect(info == ImageInfo(format: .jpeg, width: 4, height: 3))
        #expect(art.emojis.map(\.text) == ["🌻", "🐻‍❄️"])
        #expect(art.emojis[1] == EmojiArt.Emoji(text: "🐻‍❄️", x: -40, y: -30, size: 55, id: 2))
    }

    @Test func readsAnOriginalDocumentWithABlankBackground() throws {
        let art = try DocumentFile.decode(Self.fixture("original-blank-background.emojiart"))
        #expect(art.background == .blank)
        #expect(art.uniqueEmojiId == 5)
    }

    @Test(arguments: ["original-url-background.emojiart", "original-image-background.emojiart", "original-blank-background.emojiart"])
    func writesWhatItReadsInTheOriginalShape(fixture: String) throws {
        let art = try DocumentFile.decode(Self.fixture(fixture))
        let written = try DocumentFile.encode(art)
        #expect(try DocumentFile.decode(written) == art)

        // The keys the original decodes, with the types it expects.
        let json = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(Set(json.keys) == ["background", "emojis", "uniqueEmojiId"])
        #expect(json["uniqueEmojiId"] as? Int == art.uniqueEmojiId)
        let emojis = try #require(json["emojis"] as? [[String: Any]])
        for (object, emoji) in zip(emojis, art.emojis) {
            #expect(Set(object.keys) == ["text", "x", "y", "size", "id"])
            #expect(object["text"] as? String == emoji.text)
            #expect(object["x"] as? Int == emoji.x && object["size"] as? Int == emoji.size)
        }
        let background = try #require(json["background"] as? [String: String])
        switch art.background {
        case .blank: #expect(background.isEmpty)
        case .url(let url): #expect(background == ["theURL": url.absoluteString])
        case .imageData(let data): #expect(background == ["imageData": data.base64EncodedString()])
        }
    }

    @Test func ignoresKeysItDoesNotKnow() throws {
        let json = #"{"emojis":[{"text":"🐝","x":1,"y":2,"size":40,"id":7,"opacity":0.5}],"background":{"theURL":"https://example.com/a.jpg","tint":"red"},"uniqueEmojiId":7,"zoom":2.5}"#
        let art = try DocumentFile.decode(Data(json.utf8))
        #expect(art.emojis == [EmojiArt.Emoji(text: "🐝", x: 1, y: 2, size: 40, id: 7)])
        #expect(art.background.url?.absoluteString == "https://example.com/a.jpg")
    }

    @Test func acceptsAPlainURLKeyAndAMissingBackground() throws {
        let withURL = try DocumentFile.decode(Data(#"{"emojis":[],"background":{"url":"https://example.com/b.png"}}"#.utf8))
        #expect(withURL.background.url?.absoluteString == "https://example.com/b.png")
        let without = try DocumentFile.decode(Data(#"{"emojis":[]}"#.utf8))
        #expect(without.background == .blank)
    }

    @Test func neverHandsOutAnIdAlreadyInUse() throws {
        // uniqueEmojiId lower than an existing id (a hand-edited file)
        var art = try DocumentFile.decode(Data(#"{"emojis":[{"text":"🐝","x":0,"y":0,"size":40,"id":9}],"uniqueEmojiId":2}"#.utf8))
        let added = art.addEmoji("🌻", at: (x: 0, y: 0), size: 40)
        #expect(added.id == 10)
    }

    @Test func writesAtomicallyToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("art.emojiart")
        var art = EmojiArt()
        art.addEmoji("🐝", at: (x: 3, y: 4), size: 50)
        try DocumentFile.write(art, to: url)
        #expect(try DocumentFile.read(from: url) == art)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["art.emojiart"])
    }
}
