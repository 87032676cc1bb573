/// What a screen reader says the canvas holds: how many emojis, how many
/// are selected, and which one has the keyboard's focus ring.
public enum CanvasDescription {
    public static func text(emojis: [EmojiArt.Emoji], selection: Set<EmojiArt.Emoji.ID>, focused: EmojiArt.Emoji?) -> String {
        guard !emojis.isEmpty else { return "The picture has no emojis." }
        let count = emojis.count == 1 ? "1 emoji" : "\(emojis.count.grouped) emojis"
        let selected = emojis.filter { selection.contains($0.id) }
        var sentences = ["The picture has \(count)."]
        switch selected.count {
        case 0: sentences.append("None is selected.")
        case 1...5: sentences.append("Selected: \(selected.map(\.text).joined(separator: " ")).")
        default: sentences.append("\(selected.count.grouped) are selected.")
        }
        if let focused {
            sentences.append("Focused: \(focused.text)\(selection.contains(focused.id) ? ", selected" : "").")
        }
        return sentences.joined(separator: " ")
    }
}
