import ArtModel
import CAdwaita
import CGtk

/// The frame the app's own dialogs share: an AdwDialog drawn inside its
/// document window where libadwaita has them (1.5 on:
/// dialog-in-window.ui), else a window over it (dialog.ui). Its header
/// bar's first button, like Escape, closes it (the original's
/// `dismissable`). Each dialog puts its own layout in it: content, and
/// header bar widgets at its end or as its title.
@MainActor
final class DialogWindow {
    /// The dialog, to attach its controller to and to connect to (`destroy`
    /// once it has closed).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let header: UnsafeMutablePointer<GtkWidget>
    /// The builder's object until it is shown: an AdwDialog is no toplevel,
    /// and nothing else holds it until then.
    private var unshown: ObjectReference?

    /// `dismiss` relabels the closing button (and gives its tooltip).
    init(title: String, width: Int32, height: Int32, content: UnsafeMutablePointer<GtkWidget>,
         dismiss: (label: String, tooltip: String)? = nil) {
        let layout = Layout(emojiart_dialogs_in_window() != 0 ? "dialog-in-window.ui" : "dialog.ui")
        unshown = layout.object("dialog")
        widget = layout.widget("dialog")
        header = layout.widget("header")
        GObjectProperty.set(widget, "title", to: title)
        emojiart_dialog_set_size(widget, width, height)
        adw_bin_set_child(layout.widget("content").cast(), content)
        if let dismiss {
            let button = layout.widget("dismiss")
            gtk_button_set_label(button.cast(), dismiss.label)
            gtk_widget_set_tooltip_text(button, dismiss.tooltip)
        }
        // Quit, as from the window: the application's accelerators do not
        // reach into a dialog drawn inside it.
        ActionInstaller.addShortcuts(for: [.quit], to: widget)
    }

    /// Shows it over `parent` (a document window, or a dialog over one),
    /// with the keyboard's focus on `focusing`, if given.
    func present(over parent: UnsafeMutablePointer<GtkWidget>, focusing: UnsafeMutablePointer<GtkWidget>? = nil) {
        emojiart_dialog_present(widget, parent)
        focusing.map { _ = gtk_widget_grab_focus($0) }
        unshown = nil
    }

    /// Closes it, as its Close button does.
    func close() {
        emojiart_dialog_close(widget)
    }

    /// Closes every dialog drawn inside `window` at once, asking nothing:
    /// a window with an AdwDialog answers its close request by closing the
    /// dialog and staying open, so Quit closes them first.
    static func forceCloseAll(in window: UnsafeMutablePointer<GtkWindow>) {
        emojiart_dialogs_force_close(window)
    }

    /// The button Enter presses.
    func setDefaultWidget(_ button: UnsafeMutablePointer<GtkWidget>) {
        emojiart_dialog_set_default_widget(widget, button)
    }

    func packEnd(_ widget: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_pack_end(header.cast(), widget)
    }

    func setTitleWidget(_ widget: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_set_title_widget(header.cast(), widget)
    }
}
