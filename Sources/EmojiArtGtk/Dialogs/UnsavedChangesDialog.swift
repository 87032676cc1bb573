import ArtModel
import CGtk

/// "Save changes to “name” before closing?": Save, Discard or Cancel.
@MainActor
enum UnsavedChangesDialog {
    private static let discardResponse: Int32 = 1

    static func ask(about name: String, over parent: UnsafeMutablePointer<GtkWindow>,
                    then decide: @escaping @MainActor (ClosingRule.Answer) -> Void) {
        let buttons: [MessageDialog.Button] = [
            .init(label: localized("_Cancel"), response: GTK_RESPONSE_CANCEL.rawValue),
            .init(label: localized("_Discard"), response: discardResponse, look: .destructive),
            .init(label: localized("_Save"), response: GTK_RESPONSE_ACCEPT.rawValue, look: .suggested),
        ]
        MessageDialog.present(title: localized("Save Changes to “{document}”?", ["document": name]),
                              message: localized("If you don’t save, your changes are lost."),
                              over: parent, buttons: buttons, defaultResponse: GTK_RESPONSE_ACCEPT.rawValue,
                              cancelResponse: GTK_RESPONSE_CANCEL.rawValue) { response in
            switch response {
            case GTK_RESPONSE_ACCEPT.rawValue: decide(.save)
            case discardResponse: decide(.discard)
            default: decide(.cancel)
            }
        }
    }
}
