import ArtModel
import CGtk

/// Asked when a save finds that another program changed the file since the
/// window last read or wrote it: Cancel, Save As… (both versions kept) or
/// Save Anyway (theirs replaced).
@MainActor
enum SaveConflictDialog {
    enum Choice {
        case cancel, saveAs, saveAnyway
    }

    private static let saveAsResponse: Int32 = 1

    static func ask(about name: String, over parent: UnsafeMutablePointer<GtkWindow>,
                    then decide: @escaping @MainActor (Choice) -> Void) {
        let buttons: [MessageDialog.Button] = [
            .init(label: localized("_Cancel"), response: GTK_RESPONSE_CANCEL.rawValue),
            .init(label: localized("Save _As…"), response: saveAsResponse, look: .suggested),
            .init(label: localized("_Save Anyway"), response: GTK_RESPONSE_ACCEPT.rawValue, look: .destructive),
        ]
        MessageDialog.present(title: localized("“{document}” Was Changed by Another Program", ["document": name]),
                              message: localized("Another program changed the file since this window last opened or saved it. Save Anyway replaces that version with yours; Save As… keeps both."),
                              over: parent, buttons: buttons, defaultResponse: saveAsResponse,
                              cancelResponse: GTK_RESPONSE_CANCEL.rawValue) { response in
            switch response {
            case GTK_RESPONSE_ACCEPT.rawValue: decide(.saveAnyway)
            case saveAsResponse: decide(.saveAs)
            default: decide(.cancel)
            }
        }
    }
}
