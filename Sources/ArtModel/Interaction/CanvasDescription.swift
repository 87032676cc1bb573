/// What a screen reader says the canvas holds: how many emojis, how many
/// are selected, and which one has the keyboard's focus ring.
public enum CanvasDescription {
    /// `selection` names emojis of `emojis` only, as EmojiArtDocument keeps
    /// it: a large one is counted, not looked up, so the description costs
    /// the same with every emoji selected.
    public static func text(emojis: EmojiList, selection: Set<EmojiArt.Emoji.ID>, focused: EmojiArt.Emoji?) -> String {
        guard !emojis.isEmpty else { return localized("The picture has no emojis.") }
        var sentences = [localized("The picture has {count} emoji.", plural: "The picture has {count} emojis.", count: emojis.count)]
        switch selection.count {
        case 0: sentences.append(localized("None is selected."))
        case 1...5:
            let selected = emojis.emojis(withIDs: selection)
            sentences.append(localized("Selected: {emojis}.", ["emojis": selected.map(spoken).joined(separator: " ")]))
        default: sentences.append(localized("{count} is selected.", plural: "{count} are selected.", count: selection.count))
        }
        if let focused {
            sentences.append(selection.contains(focused.id)
                ? localized("Focused: {emoji}, selected.", ["emoji": spoken(focused)])
                : localized("Focused: {emoji}.", ["emoji": spoken(focused)]))
        }
        return sentences.joined(separator: " ")
    }

    /// An emoji as said, with its turn: "🐝, turned 45°".
    static func spoken(_ emoji: EmojiArt.Emoji) -> String {
        switch (emoji.rotation, emoji.mirrored) {
        case (0, false): emoji.text
        case (0, true): localized("{emoji}, mirrored", ["emoji": emoji.text])
        case (let degrees, false): localized("{emoji}, turned {degrees}°", ["emoji": emoji.text, "degrees": String(degrees)])
        case (let degrees, true):
            localized("{emoji}, turned {degrees}° and mirrored", ["emoji": emoji.text, "degrees": String(degrees)])
        }
    }
}
