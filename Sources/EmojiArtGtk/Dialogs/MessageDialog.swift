import CAdwaita
import CGtk

/// The modal alert every question and alert is built on: a title, a
/// sentence under it, and buttons the caller gives. Which dialog libadwaita
/// offers (AdwAlertDialog or AdwMessageDialog) is CAdwaita's choice.
@MainActor
enum MessageDialog {
    struct Button {
        enum Look { case plain, suggested, destructive }

        let label: String
        let response: Int32
        var look = Look.plain
    }

    private typealias Answer = (title: String, answer: @MainActor (Int32) -> Void)

    /// Presents the dialog over `parent`; `answer` gets the chosen button's
    /// response, or `cancelResponse` when it was closed with Escape or went
    /// with its window.
    static func present(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>,
                        buttons: [Button], defaultResponse: Int32, cancelResponse: Int32,
                        answer: @escaping @MainActor (Int32) -> Void) {
        let box = CallbackBox<Answer>.retained((title, answer))
        CStringArray.with(buttons.map(\.label)) { labels in
            emojiart_alert(parent, title, message, labels, buttons.map(\.response), buttons.map(\.look.adwaita),
                           Int32(buttons.count), defaultResponse, cancelResponse, { response, data in
                guard let data else { return }
                let box = CallbackBox<Answer>.taken(data)
                MainActor.assumeIsolated {
                    box.answer(response)
                    Probes.report(.answered(response: response, title: box.title))
                }
            }, box)
        }
    }
}

private extension MessageDialog.Button.Look {
    var adwaita: EmojiArtButtonLook {
        switch self {
        case .plain: EMOJIART_BUTTON_PLAIN
        case .suggested: EMOJIART_BUTTON_SUGGESTED
        case .destructive: EMOJIART_BUTTON_DESTRUCTIVE
        }
    }
}
