import ArtModel
import CGtk

/// Asks before something that cannot be taken back: Cancel, or a
/// destructive button that does it.
@MainActor
enum Confirmation {
    static func ask(_ title: String, detail: String, confirm: String, over parent: UnsafeMutablePointer<GtkWindow>,
                    then action: @escaping @MainActor () -> Void) {
        let buttons: [MessageDialog.Button] = [
            .init(label: localized("_Cancel"), response: GTK_RESPONSE_CANCEL.rawValue),
            .init(label: confirm, response: GTK_RESPONSE_ACCEPT.rawValue, style: "destructive-action"),
        ]
        MessageDialog.present(title: title, message: detail, over: parent, buttons: buttons,
                              defaultResponse: GTK_RESPONSE_CANCEL.rawValue, cancelResponse: GTK_RESPONSE_CANCEL.rawValue) { response in
            if response == GTK_RESPONSE_ACCEPT.rawValue { action() }
        }
    }

    static func askToDelete(_ palette: Palette, over parent: UnsafeMutablePointer<GtkWindow>,
                            then delete: @escaping @MainActor () -> Void) {
        ask(localized("Delete “{palette}”?", ["palette": palette.displayName]),
            detail: localized("The palette and its emojis will be gone."),
            confirm: localized("_Delete"), over: parent, then: delete)
    }
}
