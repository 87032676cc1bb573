import Foundation

/// A named collection of emojis, in the original app's shape.
public struct Palette: Identifiable, Hashable, Codable, Sendable {
    public var name: String
    /// The emojis as one string; each Character is one emoji.
    public var emojis: String
    public let id: Int
    /// The palette came with the app and still has the app's name for it,
    /// which is shown in the reader's language. A name typed is shown as typed.
    public var hasShippedName: Bool

    public init(name: String, emojis: String, id: Int, hasShippedName: Bool = false) {
        self.name = name
        self.emojis = emojis
        self.id = id
        self.hasShippedName = hasShippedName
    }

    public var emojiList: [String] { emojis.map(String.init) }

    /// The name as the palette chooser, menus and dialogs show it.
    public var displayName: String {
        hasShippedName ? Translation.paletteName(name) : name
    }

    private enum CodingKeys: String, CodingKey {
        case name, emojis, id, hasShippedName = "shippedName"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        emojis = try container.decode(String.self, forKey: .emojis)
        id = try container.decode(Int.self, forKey: .id)
        hasShippedName = try container.decodeIfPresent(Bool.self, forKey: .hasShippedName) ?? false
    }

    /// A palette a person named is written in the original's shape alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(id, forKey: .id)
        if hasShippedName {
            try container.encode(true, forKey: .hasShippedName)
        }
    }
}

/// The palettes the app ships: `data/palettes.json`, which the shell reads
/// from the app's GResource.
public enum DefaultPalettes {
    public static let fileName = "palettes.json"

    public static func decode(_ data: Data) throws -> [Palette] {
        try JSONDecoder().decode([Palette].self, from: data).map { palette in
            Palette(name: palette.name, emojis: palette.emojis, id: palette.id, hasShippedName: true)
        }
    }
}
