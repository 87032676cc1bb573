import ArtModel
import CGtk
import Foundation

/// Keyboard Shortcuts (Ctrl+?): every shortcut the app has, in GTK's own
/// shortcuts window, built from this table.
@MainActor
enum ShortcutsWindow {
    /// (group title, [(accelerator in GTK syntax, what it does)])
    static var groups: [(String, [(String, String)])] { [
        (localized("Documents"), [
            ("<Control>n", localized("New window")), ("<Control>o", localized("Open")), ("<Control>s", localized("Save")),
            ("<Control><Shift>s", localized("Save as")), ("<Control>e", localized("Export as PNG")),
            ("<Control><Shift>c", localized("Copy as image")),
            ("<Control>w", localized("Close the window")), ("<Control>q", localized("Quit")),
        ]),
        (localized("Backgrounds"), [
            ("<Control>v", localized("Paste background")), ("<Control><Shift>o", localized("Choose background")),
            ("Escape", localized("Stop a background that is loading or arriving")),
        ]),
        (localized("Editing"), [
            ("<Control>z", localized("Undo")), ("<Control><Shift>z <Control>y", localized("Redo")),
            ("<Control>a", localized("Select all emojis")),
            ("Escape", localized("Clear the selection")), ("Delete BackSpace", localized("Delete the selection")),
            ("Left Right Up Down", localized("Nudge the selection (Shift: by 10)")),
            ("plus minus", localized("Resize the selection")),
            ("Tab <Shift>Tab", localized("Move the focus from emoji to emoji")),
            ("space", localized("Select or deselect the focused emoji")),
        ]),
        (localized("View"), [
            ("<Control>plus", localized("Zoom in")), ("<Control>minus", localized("Zoom out")), ("<Control>0", localized("Zoom to fit")),
        ]),
        (localized("General"), [
            ("<Control>question", localized("Keyboard shortcuts")),
        ]),
    ] }

    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
        defer { g_object_unref(builder.raw) }
        guard let window = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcuts: UnsafeMutablePointer<GtkWindow> = window.cast()
        gtk_window_set_title(shortcuts, localized("Keyboard Shortcuts"))
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
        <property name="accessible-role">dialog</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        <property name="max-height">20</property>\(groupXML)</object></child></object></interface>
        """
    }
}
