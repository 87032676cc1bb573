/// What a paste may be used for: Paste takes copied emojis, emojis in
/// text, and otherwise a background; Paste Background only ever sets the
/// background.
public enum PasteKind: Equatable, Sendable {
    case anything
    case backgroundOnly
}
