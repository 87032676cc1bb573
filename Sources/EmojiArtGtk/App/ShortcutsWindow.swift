import CGtk
import Foundation

/// Keyboard Shortcuts (Ctrl+?): every shortcut the app has, in GTK's own
/// shortcuts window, built from this table.
@MainActor
enum ShortcutsWindow {
    /// (group title, [(accelerator in GTK syntax, what it does)])
    static let groups: [(String, [(String, String)])] = [
        ("Documents", [
            ("<Control>n", "New window"), ("<Control>o", "Open"), ("<Control>s", "Save"), ("<Control><Shift>s", "Save as"),
            ("<Control>e", "Export as PNG"), ("<Control><Shift>c", "Copy as image"),
            ("<Control>w", "Close the window"), ("<Control>q", "Quit"),
        ]),
        ("Backgrounds", [
            ("<Control>v", "Paste background"), ("<Control><Shift>o", "Choose background"),
        ]),
        ("Editing", [
            ("<Control>z", "Undo"), ("<Control><Shift>z <Control>y", "Redo"), ("<Control>a", "Select all emojis"),
            ("Escape", "Clear the selection"), ("Delete BackSpace", "Delete the selection"),
            ("Left Right Up Down", "Nudge the selection (Shift: by 10)"), ("plus minus", "Resize the selection"),
        ]),
        ("View", [
            ("<Control>plus", "Zoom in"), ("<Control>minus", "Zoom out"), ("<Control>0", "Zoom to fit"),
        ]),
        ("General", [
            ("<Control>question", "Keyboard shortcuts"),
        ]),
    ]

    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
        defer { g_object_unref(builder.raw) }
        guard let window = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcuts: UnsafeMutablePointer<GtkWindow> = window.cast()
        gtk_window_set_title(shortcuts, "Keyboard Shortcuts")
        gtk_window_set_transient_for(shortcuts, parent)
        gtk_window_present(shortcuts)
    }

    private static var xml: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        let groupXML = groups.map { title, shortcuts in
            let items = shortcuts.map { accelerator, label in
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="accelerator">\(escaped(accelerator))</property>
                  <property name="title">\(escaped(label))</property>
                </object></child>
                """
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(title))</property>\(items)</object></child>"
        }.joined()
        return """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        <property name="max-height">20</property>\(groupXML)</object></child></object></interface>
        """
    }
}
