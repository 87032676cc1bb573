import ArtModel
import CGtk

/// After a crash: "Restore “name”?", saying when it was last changed (and
/// whether another program changed its file since); Discard or Restore. Closing the question decides nothing: the recovery
/// file stays for the next launch.
@MainActor
enum RecoveryDialog {
    enum Choice {
        case restore, discard, later
    }

    static func ask(about record: RecoveryRecord, fileChanged: Bool, over parent: UnsafeMutablePointer<GtkWindow>) async -> Choice {
        await withCheckedContinuation { continuation in
            let buttons: [MessageDialog.Button] = [
                .init(label: localized("_Discard"), response: GTK_RESPONSE_REJECT.rawValue, look: .destructive),
                .init(label: localized("_Restore"), response: GTK_RESPONSE_ACCEPT.rawValue, look: .suggested),
            ]
            let (title, message) = record.question(fileChanged: fileChanged)
            MessageDialog.present(title: title, message: message, over: parent,
                                  buttons: buttons, defaultResponse: GTK_RESPONSE_ACCEPT.rawValue,
                                  cancelResponse: GTK_RESPONSE_DELETE_EVENT.rawValue) { response in
                switch response {
                case GTK_RESPONSE_ACCEPT.rawValue: continuation.resume(returning: .restore)
                case GTK_RESPONSE_REJECT.rawValue: continuation.resume(returning: .discard)
                default: continuation.resume(returning: .later)
                }
            }
        }
    }
}
