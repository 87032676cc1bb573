import ArtModel
import CGtk
import Foundation

/// Keyboard Shortcuts (Ctrl+?): every shortcut the app has, in GTK's own
/// shortcuts window, built from the action table (KeyboardShortcut.groups).
@MainActor
enum ShortcutsWindow {
    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        let builder = ObjectReference(taking: Opaque<Builder>(gtk_builder_new_from_string(xml, -1)))
        guard let window = gtk_builder_get_object(builder.opaque, "shortcuts") else { return }
        let shortcuts: UnsafeMutablePointer<GtkWindow> = window.cast()
        gtk_window_set_title(shortcuts, localized("Keyboard Shortcuts"))
        gtk_window_set_transient_for(shortcuts, parent)
        gtk_window_present(shortcuts)
    }

    private static var xml: String {
        let groupXML = KeyboardShortcut.groups.map { group, shortcuts in
            let items = shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="accelerator">\(shortcut.keys.joined(separator: " ").markupEscaped)</property>
                  <property name="title">\(shortcut.title.markupEscaped)</property>
                </object></child>
                """
            }.joined()
            return "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(group.title.markupEscaped)</property>\(items)</object></child>"
        }.joined()
        return """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <property name="accessible-role">dialog</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">main</property>
        <property name="max-height">20</property>\(groupXML)</object></child></object></interface>
        """
    }
}
