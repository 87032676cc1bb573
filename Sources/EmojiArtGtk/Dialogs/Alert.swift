import ArtModel
import CGtk

/// Every alert the app shows: a title, a message and OK (or Close and Try
/// Again), over a window; one at a time per window, and never the same one
/// twice (AlertQueue decides). Each window keeps its own queue, which goes
/// with it.
@MainActor
enum Alert {
    private final class Queue {
        var alerts = AlertQueue()
        /// What Try Again does, for the alerts that offer it.
        var retries: [AlertQueue.Alert: @MainActor () -> Void] = [:]
        /// What is waiting for each alert to be answered.
        var answered: [AlertQueue.Alert: [@MainActor () -> Void]] = [:]
    }

    private static let tryAgainResponse = GTK_RESPONSE_ACCEPT.rawValue

    /// `tryAgain`, when given, is offered as the alert's default button;
    /// `answered` runs once the alert (or the same one, already shown) is answered.
    static func show(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>,
                     tryAgain: (@MainActor () -> Void)? = nil, answered: (@MainActor () -> Void)? = nil) {
        let queue = queue(over: parent)
        let alert = AlertQueue.Alert(title: title, message: message)
        if let answered { queue.answered[alert, default: []].append(answered) }
        guard !queue.alerts.contains(alert) else { return }
        if let tryAgain { queue.retries[alert] = tryAgain }
        if let shown = queue.alerts.add(alert) {
            present(shown, over: parent)
        }
    }

    private static func queue(over parent: UnsafeMutablePointer<GtkWindow>) -> Queue {
        if let queue = GObjectAttachment.object(of: parent, as: Queue.self, kind: .alerts) { return queue }
        let queue = Queue()
        GObjectAttachment.attach(queue, to: parent, as: .alerts)
        // A window closed with alerts waiting shows none of them.
        Signal.connect(parent, .destroy) { GObjectAttachment.detach(from: parent, kind: .alerts) }
        return queue
    }

    private static func present(_ alert: AlertQueue.Alert, over parent: UnsafeMutablePointer<GtkWindow>) {
        let queue = queue(over: parent)
        let retry = queue.retries.removeValue(forKey: alert)
        let buttons: [MessageDialog.Button] = retry == nil
            ? [.init(label: localized("_OK"), response: GTK_RESPONSE_OK.rawValue)]
            : [.init(label: localized("_Close"), response: GTK_RESPONSE_CLOSE.rawValue),
               .init(label: localized("_Try Again"), response: tryAgainResponse, look: .suggested)]
        let closing = retry == nil ? GTK_RESPONSE_OK.rawValue : GTK_RESPONSE_CLOSE.rawValue
        MessageDialog.present(title: alert.title, message: alert.message, over: parent, buttons: buttons,
                              defaultResponse: retry == nil ? GTK_RESPONSE_OK.rawValue : tryAgainResponse,
                              cancelResponse: closing) { [weak queue] response in
            if response == tryAgainResponse { retry?() }
            // The window, and its queue, may have gone with the alert.
            guard let queue else { return }
            queue.answered.removeValue(forKey: alert)?.forEach { $0() }
            if let next = queue.alerts.dismiss() { present(next, over: parent) }
        }
    }
}
