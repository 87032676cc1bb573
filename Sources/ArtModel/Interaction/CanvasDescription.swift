/// What a screen reader says the canvas holds: how many emojis, how many
/// are selected, and which one has the keyboard's focus ring.
public enum CanvasDescription {
    public static func text(emojis: [EmojiArt.Emoji], selection: Set<EmojiArt.Emoji.ID>, focused: EmojiArt.Emoji?) -> String {
        guard !emojis.isEmpty else { return localized("The picture has no emojis.") }
        let selected = emojis.filter { selection.contains($0.id) }
        var sentences = [localized("The picture has {count} emoji.", plural: "The picture has {count} emojis.", count: emojis.count)]
        switch selected.count {
        case 0: sentences.append(localized("None is selected."))
        case 1...5: sentences.append(localized("Selected: {emojis}.", ["emojis": selected.map(\.text).joined(separator: " ")]))
        default: sentences.append(localized("{count} is selected.", plural: "{count} are selected.", count: selected.count))
        }
        if let focused {
            sentences.append(selection.contains(focused.id)
                ? localized("Focused: {emoji}, selected.", ["emoji": focused.text])
                : localized("Focused: {emoji}.", ["emoji": focused.text]))
        }
        return sentences.joined(separator: " ")
    }
}
