import Foundation

/// The palette manager's search: by name, ignoring case and accents, or by
/// the emojis typed.
public enum PaletteFilter {
    public static func matches(_ palette: Palette, query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return true }
        let emojis = EmojiText.emojis(in: query)
        if !emojis.isEmpty {
            return emojis.allSatisfy { palette.emojiList.contains($0) }
        }
        return palette.displayName.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

