import Foundation
import Testing
@testable import ArtModel

@Suite struct DefaultPaletteTests {
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data")

    @Test func shipsTheOriginalNinePalettes() throws {
        let palettes = try DefaultPalettes.load(from: Self.dataDirectory)
        #expect(palettes.map(\.name) == ["Vehicles", "Sports", "Music", "Animals", "Animal Faces",
                                         "Flora", "Weather", "COVID", "Faces"])
        #expect(Set(palettes.map(\.id)).count == palettes.count)
    }

    @Test func everyPaletteEntryIsOneEmoji() throws {
        for palette in try DefaultPalettes.load(from: Self.dataDirectory) {
            #expect(!palette.emojiList.isEmpty)
            for emoji in palette.emojiList {
                let scalars = emoji.unicodeScalars
                let looksLikeEmoji = scalars.first?.properties.isEmojiPresentation == true
                    || scalars.contains("\u{FE0F}") || scalars.count > 1
                #expect(looksLikeEmoji, "\(palette.name): \(emoji) would draw as plain text")
            }
        }
        let faces = try #require(try DefaultPalettes.load(from: Self.dataDirectory).first { $0.name == "Animal Faces" })
        #expect(faces.emojiList.contains("🐻‍❄️"))
    }
}

@Suite struct DataDirectoryTests {
    @Test func prefersTheEnvironmentThenTheInstallThenTheSourceTree() {
        let candidates = DataDirectory.candidates(
            executable: URL(fileURLWithPath: "/src/app/.build/x86_64-unknown-linux-gnu/debug/emojiart"),
            environment: [DataDirectory.environmentVariable: "/custom/data"]).map(\.path)
        #expect(candidates.first == "/custom/data")
        #expect(candidates[1] == "/src/app/.build/x86_64-unknown-linux-gnu/share/emojiart")
        #expect(candidates.contains("/src/app/data"))
    }

    @Test func locatesTheFirstFolderThatHasPalettes() {
        let found = DataDirectory.locate(
            executable: URL(fileURLWithPath: "/usr/local/bin/emojiart"), environment: [:],
            fileExists: { $0 == "/usr/local/share/emojiart/palettes.json" })
        #expect(found?.path == "/usr/local/share/emojiart")
        #expect(DataDirectory.locate(executable: URL(fileURLWithPath: "/usr/bin/emojiart"), environment: [:], fileExists: { _ in false }) == nil)
    }
}
