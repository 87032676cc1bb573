/// A blank document says what to do with it: a status page in the canvas
/// (drop, paste or choose a picture; drag emojis from the strip below).
/// It is there only while the document has nothing in it and nothing is on
/// its way: it never covers a picture, an emoji, or a picture being loaded.
public enum EmptyState {
    public static func isShown(for art: EmojiArt, importing: Bool) -> Bool {
        !importing && art.background == .blank && art.emojis.isEmpty
    }

    public static var title: String { localized("Start With a Picture") }

    /// Says how: the shortcut is GTK's label for Ctrl+V in the reader's language.
    public static func description(pasteShortcut: String) -> String {
        localized("Drop a picture here, paste one ({shortcut}) or choose one. Then drag emojis onto it from the strip below.",
                  ["shortcut": pasteShortcut])
    }

    public static var chooseLabel: String { localized("_Choose a Picture…") }
    public static var takePhotoLabel: String { localized("_Take Photo…") }
}
