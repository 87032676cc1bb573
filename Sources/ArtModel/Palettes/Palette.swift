import Foundation

/// A named collection of emojis, in the original app's shape.
public struct Palette: Identifiable, Hashable, Codable, Sendable {
    public var name: String
    /// The emojis as one string; each Character is one emoji.
    public var emojis: String
    public let id: Int

    public init(name: String, emojis: String, id: Int) {
        self.name = name
        self.emojis = emojis
        self.id = id
    }

    public var emojiList: [String] { emojis.map(String.init) }
}

/// The palettes the app ships, read from `palettes.json` in the data folder.
public enum DefaultPalettes {
    public static let fileName = "palettes.json"

    public static func load(from dataDirectory: URL) throws -> [Palette] {
        let data = try Data(contentsOf: dataDirectory.appendingPathComponent(fileName))
        return try JSONDecoder().decode([Palette].self, from: data)
    }
}
