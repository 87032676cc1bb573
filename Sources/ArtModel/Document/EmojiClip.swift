import Foundation

/// Emojis on their way through the clipboard: each emoji as the document
/// has it, placed around the centre of the box that holds them all, so a
/// paste can put that centre wherever it likes. On the clipboard it is a
/// document of its own (`application/x-emojiart-emojis`, the document
/// format with only `emojis`), so reading one checks every value exactly
/// as opening a document does, and another copy of the app reads it too.
public struct EmojiClip: Equatable, Sendable {
    /// In drawing order, relative to the centre; their ids mean nothing.
    public let emojis: [EmojiArt.Emoji]

    public static let mimeType = "application/x-emojiart-emojis"

    /// Copies of `emojis` around the centre of their box; nil for none.
    public init?(copying emojis: some Collection<EmojiArt.Emoji>) {
        guard let box = DocumentExtent.rect(backgroundSize: nil, emojis: emojis) else { return nil }
        let center = (x: Int(box.center.x.rounded()), y: Int(box.center.y.rounded()))
        self.emojis = emojis.map { $0.copied(as: $0.id, movedBy: (x: -center.x, y: -center.y)) }
    }

    /// The emojis in `text` ("🐝🌲", a family or a flag each one emoji), side
    /// by side at `size` with a quarter of it between them, in rows for
    /// many; nil when it holds none.
    public init?(text: String, size: Int) {
        let texts = EmojiText.emojis(in: text)
        guard !texts.isEmpty else { return nil }
        let columns = max(Self.rowLength, Int(Double(texts.count).squareRoot().rounded(.up)))
        let rows = (texts.count + columns - 1) / columns
        let pitch = size + size / 4
        func offset(_ index: Int, of count: Int) -> Int { (2 * index - (count - 1)) * pitch / 2 }
        emojis = texts.enumerated().map { index, text in
            let row = index / columns, column = index % columns
            let inRow = row == rows - 1 ? texts.count - row * columns : columns
            return EmojiArt.Emoji(text: text, x: offset(column, of: inRow), y: offset(row, of: rows), size: size, id: index + 1)
        }
    }

    /// Text whose emojis are laid out in one row up to this many.
    static let rowLength = 12

    /// What a text editor or a chat gets: the emojis one after another.
    public var text: String { emojis.map(\.text).joined() }

    /// The clipboard's bytes.
    public func encoded() -> Data {
        (try? DocumentFile.encode(EmojiArt(background: .blank, emojis: emojis))) ?? Data()
    }

    /// Reads what `encoded()` wrote (in this copy of the app or another);
    /// nil for anything a document would not open with, or no emojis.
    public init?(decoding data: Data) {
        guard let art = try? DocumentFile.decode(data), !art.emojis.isEmpty else { return nil }
        emojis = Array(art.emojis)
    }
}
