/// Telling emojis from other text.
public enum EmojiText {
    /// Whether a character draws as an emoji: a pictograph shown as emoji by
    /// default, one asked for with the emoji variation selector, a keycap, a
    /// flag, or any sequence joined into one emoji.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji else { return false }
        // Digits, # and * are "emoji" only as keycaps (with U+20E3).
        return scalars.count > 1 && scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier }
    }

    public static func emojis(in text: String) -> [String] {
        text.filter(isEmoji).map(String.init)
    }

    public static func firstEmoji(in text: String) -> String? {
        text.first(where: isEmoji).map(String.init)
    }
}
