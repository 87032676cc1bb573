import ArtModel
import CGtk

/// About EmojiArt: name, version, licence and the course that inspired it.
@MainActor
enum AboutDialog {
    static let version = "0.1.0"

    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        let about = Accessibility.dialogWindow(of: gtk_about_dialog_get_type())
        let dialog: OpaquePointer = about.cast()
        gtk_about_dialog_set_program_name(dialog, "EmojiArt")
        gtk_about_dialog_set_version(dialog, version)
        gtk_about_dialog_set_comments(dialog, localized("Emoji art over your pictures, for the GNOME desktop."))
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(dialog, "face-smile-symbolic")
        gtk_about_dialog_set_website(dialog, "https://cs193p.sites.stanford.edu")
        gtk_about_dialog_set_website_label(dialog, "Stanford CS193p")
        var credits: [UnsafePointer<CChar>?] = [UnsafePointer(strdup(localized("Inspired by EmojiArt from Stanford’s CS193p, Spring 2021, by Paul Hegarty"))), nil]
        defer { credits.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        gtk_about_dialog_add_credit_section(dialog, localized("Inspiration"), &credits)
        gtk_about_dialog_set_system_information(dialog, RendererSelection.description(of: parent))
        gtk_window_set_transient_for(about.cast(), parent)
        gtk_window_set_modal(about.cast(), 1)
        gtk_window_present(about.cast())
    }
}
