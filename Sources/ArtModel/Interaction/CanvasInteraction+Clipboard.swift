/// Copy, cut, paste and duplicate: what they take from the canvas and
/// where what they add lands.
extension CanvasInteraction {
    /// The selected emojis as they look now, for the clipboard; nil when
    /// none are selected.
    public func copySelection() -> EmojiClip? {
        commitPreview()
        return EmojiClip(copying: document.emojis.emojis(withIDs: document.selection))
    }

    /// Copies the selected emojis and removes them, as one "Cut" step.
    public func cutSelection() -> EmojiClip? {
        guard let clip = copySelection() else { return nil }
        document.cut(document.selection)
        return clip
    }

    /// Copies of the selected emojis a little below and to the right of
    /// them (the same distance on screen at any zoom), selected; false when
    /// the document has no room for them.
    @discardableResult
    public func duplicateSelection() -> Bool {
        commitPreview()
        let step = Self.documentSteps(Self.duplicateOffset, zoom: viewport.zoom)
        return document.duplicate(document.selection, offsetBy: (x: step, y: step))
    }

    /// How far a duplicate lands from its original, in view points.
    static let duplicateOffset = 16.0

    /// Paste's part of what the clipboard held: copied emojis in their
    /// arrangement, or the emojis in text that holds no address, each
    /// whole (a family, a flag),
    /// at the size a dropped emoji has, centred on `pointer` (a view point)
    /// when the pointer is over the canvas and on the middle of the view
    /// otherwise. Returns whether it was for the canvas; a background,
    /// an address or text without emojis is not.
    public func paste(_ content: ExternalContent, at pointer: Point?) -> PasteOutcome {
        let clip: EmojiClip
        switch content {
        case .emojis(let copied): clip = copied
        case .text(let text):
            guard !BackgroundSource.holdsAddress(text), let fromText = EmojiClip(text: text, size: newEmojiSize) else { return .notForTheCanvas }
            clip = fromText
        case .imageBytes, .files, .nothing: return .notForTheCanvas
        }
        commitPreview()
        let center = viewport.documentPoint(fromView: pointer ?? viewport.center)
        let pasted = document.paste(clip, around: (x: Int(center.x.rounded()), y: Int(center.y.rounded())))
        return pasted ? .added : .noRoom
    }

    public enum PasteOutcome: Equatable, Sendable {
        case added
        /// Emojis the document has no room for (EmojiArtDocument.noRoomMessage).
        case noRoom
        case notForTheCanvas
    }
}
