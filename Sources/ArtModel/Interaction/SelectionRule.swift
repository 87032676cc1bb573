/// How clicks and rubber bands change the selection.
public enum SelectionRule {
    /// A click on an emoji toggles it: a selected emoji is deselected, an
    /// unselected one becomes the selection (with Shift or Ctrl it joins the
    /// selection instead). A click on the background clears the selection,
    /// unless Shift or Ctrl is held.
    public static func afterClick(on id: EmojiArt.Emoji.ID?, modifiers: InputModifiers,
                                  selection: Set<EmojiArt.Emoji.ID>) -> Set<EmojiArt.Emoji.ID> {
        guard let id else { return modifiers.extendsSelection ? selection : [] }
        if selection.contains(id) { return selection.subtracting([id]) }
        return modifiers.extendsSelection ? selection.union([id]) : [id]
    }

    /// The emojis wholly inside `band` (document coordinates), added to the
    /// selection when extending.
    public static func afterRubberBand(_ band: Rect, emojis: some Sequence<EmojiArt.Emoji>, selection: Set<EmojiArt.Emoji.ID>,
                                       extending: Bool) -> Set<EmojiArt.Emoji.ID> {
        let enclosed = emojis.filter { band.contains($0.bounds) }.map(\.id)
        return (extending ? selection : []).union(enclosed)
    }
}
