/// One thing a person can do from a menu, a button or a shortcut, with
/// everything every place that offers it needs: its GAction name, its
/// label, its icon, its accelerators, when it is enabled, and its line in
/// the Keyboard Shortcuts window. The table of them is ActionTable.swift;
/// the shell builds its actions, header bar, menus and shortcuts window
/// from it, so they cannot disagree.
public struct AppAction: Sendable {
    /// Application actions ("app.") or a document window's ("win.").
    public enum Scope: String, Sendable {
        case application = "app"
        case window = "win"
    }

    public let name: String
    public let scope: Scope
    /// In menus and on buttons, with its mnemonic ("_Save"); nil for an
    /// action no menu shows.
    public let label: String?
    public let icon: String?
    /// In GTK's syntax ("<Control><Shift>z"); the first is the one tooltips show.
    public let accelerators: [String]
    public let enabled: ActionCondition
    /// Its line in the Keyboard Shortcuts window, if it has a shortcut.
    public let shortcut: KeyboardShortcut?
    /// Shown in menus and the header bar only while enabled: an action
    /// that needs something the computer may not have (a camera).
    public let hiddenWhenDisabled: Bool

    init(_ name: String, _ scope: Scope, label: String? = nil, icon: String? = nil, accelerators: [String] = [],
         enabled: ActionCondition = .always, shortcut: (group: KeyboardShortcut.Group, title: String)? = nil,
         listing: [String]? = nil, hiddenWhenDisabled: Bool = false) {
        self.name = name
        self.scope = scope
        self.label = label
        self.icon = icon
        self.accelerators = accelerators
        self.enabled = enabled
        self.shortcut = shortcut.map { KeyboardShortcut(group: $0.group, keys: listing ?? accelerators, title: $0.title) }
        self.hiddenWhenDisabled = hiddenWhenDisabled
    }

    /// The label without its mnemonic mark ("Save"), as a screen reader says it.
    public var spokenLabel: String? { label?.replacingOccurrences(of: "_", with: "") }

    /// The name buttons and menu items refer to it by ("win.save").
    public var detailedName: String { "\(scope.rawValue).\(name)" }
}
