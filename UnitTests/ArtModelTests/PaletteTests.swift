import Foundation
import Testing
@testable import ArtModel

@Suite struct DefaultPaletteTests {
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data")

    /// The palettes as the app ships them (in its GResource).
    static func shipped() throws -> [Palette] {
        try DefaultPalettes.decode(Data(contentsOf: dataDirectory.appendingPathComponent(DefaultPalettes.fileName)))
    }

    @Test func shipsTheOriginalNinePalettes() throws {
        let palettes = try Self.shipped()
        #expect(palettes.map(\.name) == ["Vehicles", "Sports", "Music", "Animals", "Animal Faces",
                                         "Flora", "Weather", "COVID", "Faces"])
        #expect(Set(palettes.map(\.id)).count == palettes.count)
    }

    @Test func everyPaletteEntryIsOneEmoji() throws {
        for palette in try Self.shipped() {
            #expect(!palette.emojiList.isEmpty)
            for emoji in palette.emojiList {
                let scalars = emoji.unicodeScalars
                let looksLikeEmoji = scalars.first?.properties.isEmojiPresentation == true
                    || scalars.contains("\u{FE0F}") || scalars.count > 1
                #expect(looksLikeEmoji, "\(palette.name): \(emoji) would draw as plain text")
            }
        }
        let faces = try #require(try Self.shipped().first { $0.name == "Animal Faces" })
        #expect(faces.emojiList.contains("🐻‍❄️"))
    }
}

