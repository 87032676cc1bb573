/// Which of the header bar's document actions show as buttons and which
/// fold into its "more" menu, for a window's width and the width GTK
/// measured the bar needs with every button shown (the Linux form of the
/// original's `compactableToolbar`). Measured, not guessed: a longer
/// translation, another font or a larger text scale needs more room.
public struct HeaderBarLayout: Equatable, Sendable {
    public enum Item: String, CaseIterable, Sendable {
        case pasteBackground, chooseBackground, takePhoto, undo, redo

        /// What the button does: its label, icon and shortcut are the action's.
        public var action: AppAction {
            switch self {
            case .pasteBackground: .pasteBackground
            case .chooseBackground: .chooseBackground
            case .takePhoto: .takePhoto
            case .undo: .undo
            case .redo: .redo
            }
        }

        public var title: String { action.label ?? "" }
    }

    /// Below the buttons in the folded menu, which stands in for a menu
    /// bar's Edit menu in a narrow window: they have no buttons of their own.
    public static let foldedEditing: [AppAction] = [.cut, .copy, .paste, .duplicate]

    public let inline: [Item]
    public let folded: [Item]

    public var isFolded: Bool { !folded.isEmpty }

    /// The buttons there are: Take Photo only while a camera is.
    public static func items(hasCamera: Bool) -> [Item] {
        Item.allCases.filter { hasCamera || !$0.action.hiddenWhenDisabled }
    }

    /// All buttons inline when the bar fits with every one of them (and the
    /// title whole), otherwise all in the menu, in the same order: a
    /// half-folded bar would move buttons around under the pointer as the
    /// window is resized. `unfoldedWidth` is the bar's natural width with
    /// the buttons shown, as GTK measures it.
    public static func forWidth(_ width: Double, unfoldedWidth: Double, hasCamera: Bool = true) -> HeaderBarLayout {
        let items = items(hasCamera: hasCamera)
        return width >= unfoldedWidth
            ? HeaderBarLayout(inline: items, folded: [])
            : HeaderBarLayout(inline: [], folded: items)
    }

    /// The folded menu's Undo or Redo item, naming what it will do as the
    /// tooltip does; with nothing to do, plain "Undo" (greyed out).
    public static func menuLabel(undo: Bool, actionName: String?) -> String {
        guard actionName != nil else { return undo ? localized("Undo") : localized("Redo") }
        return tooltip(undo: undo, actionName: actionName)
    }

    /// The tooltip of Undo or Redo, naming what it will do.
    public static func tooltip(undo: Bool, actionName: String?) -> String {
        switch (undo, actionName) {
        case (true, nil): localized("Nothing to Undo")
        case (false, nil): localized("Nothing to Redo")
        case (true, let action?): localized("Undo {action}", ["action": action])
        case (false, let action?): localized("Redo {action}", ["action": action])
        }
    }
}
