/// A line of the Keyboard Shortcuts window: keys (accelerators in GTK's
/// syntax, several separated by spaces) and what they do, in a group.
public struct KeyboardShortcut: Equatable, Sendable {
    public enum Group: CaseIterable, Sendable {
        case documents, backgrounds, editing, view, general

        public var title: String {
            switch self {
            case .documents: localized("Documents")
            case .backgrounds: localized("Backgrounds")
            case .editing: localized("Editing")
            case .view: localized("View")
            case .general: localized("General")
            }
        }
    }

    public let group: Group
    public let keys: [String]
    public let title: String

    /// The window's groups in order, each with its lines: the actions'
    /// shortcuts in the table's order, and the keys the canvas and the
    /// window handle themselves (CanvasCommand, the Escape that stops an
    /// arriving background) where they belong.
    public static var groups: [(group: Group, shortcuts: [KeyboardShortcut])] {
        let all = AppAction.all.compactMap(\.shortcut) + handledKeys
        return Group.allCases.map { group in (group, all.filter { $0.group == group }) }
    }

    /// Keys that are not actions' accelerators, listed after the actions of their group.
    static var handledKeys: [KeyboardShortcut] { [
        KeyboardShortcut(group: .backgrounds, keys: ["Escape"], title: localized("Stop a background that is loading or arriving")),
        KeyboardShortcut(group: .editing, keys: ["Escape"], title: localized("Clear the selection")),
        KeyboardShortcut(group: .editing, keys: ["Delete", "BackSpace"], title: localized("Delete the selection")),
        KeyboardShortcut(group: .editing, keys: ["Left", "Right", "Up", "Down"], title: localized("Nudge the selection (Shift: by 10)")),
        KeyboardShortcut(group: .editing, keys: ["plus", "minus"], title: localized("Resize the selection")),
        KeyboardShortcut(group: .editing, keys: ["bracketleft", "bracketright"], title: localized("Rotate the selection by 15°")),
        KeyboardShortcut(group: .editing, keys: ["h"], title: localized("Flip the selection horizontally")),
        KeyboardShortcut(group: .editing, keys: ["Tab", "<Shift>Tab"], title: localized("Move the focus from emoji to emoji")),
        KeyboardShortcut(group: .editing, keys: ["space"], title: localized("Select or deselect the focused emoji")),
    ] }
}
