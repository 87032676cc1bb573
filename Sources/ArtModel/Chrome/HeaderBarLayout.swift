/// Which of the header bar's document actions show as buttons and which
/// fold into its "more" menu, for a window's width (the Linux form of the
/// original's `compactableToolbar`).
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

    public let inline: [Item]
    public let folded: [Item]

    public var isFolded: Bool { !folded.isEmpty }

    /// View points each part of the header bar needs: an icon button, the
    /// title, the two menu buttons and the window's own buttons.
    public static let buttonWidth = 40.0
    public static let titleWidth = 220.0
    public static let fixedWidth = 2 * buttonWidth + 120

    /// The width below which the buttons fold, with every button there.
    public static var foldingWidth: Double { widthNeeded(buttons: Item.allCases.count) }

    public static func widthNeeded(buttons: Int) -> Double {
        Double(buttons) * buttonWidth + titleWidth + fixedWidth
    }

    /// The buttons there are: Take Photo only while a camera is.
    public static func items(hasCamera: Bool) -> [Item] {
        Item.allCases.filter { hasCamera || !$0.action.hiddenWhenDisabled }
    }

    /// All buttons inline when they fit beside the title, otherwise all in
    /// the menu, in the same order: a half-folded bar would move buttons
    /// around under the pointer as the window is resized.
    public static func forWidth(_ width: Double, hasCamera: Bool = true) -> HeaderBarLayout {
        let items = items(hasCamera: hasCamera)
        return width >= widthNeeded(buttons: items.count)
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
