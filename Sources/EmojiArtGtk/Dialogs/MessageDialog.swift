import CDialogs
import CGtk

/// The modal alert every question and alert is built on: a title, a
/// sentence under it, and buttons the caller gives. Which dialog GTK offers
/// (GtkAlertDialog or GtkMessageDialog) is CDialogs' choice.
@MainActor
enum MessageDialog {
    struct Button {
        let label: String
        let response: Int32
        var style: String?
    }

    private final class Answer {
        let title: String
        let answer: @MainActor (Int32) -> Void
        init(title: String, answer: @escaping @MainActor (Int32) -> Void) { (self.title, self.answer) = (title, answer) }
    }

    /// Presents the dialog over `parent`; `answer` gets the chosen button's
    /// response, or `cancelResponse` when it was closed with Escape or went
    /// with its window.
    static func present(title: String, message: String, over parent: UnsafeMutablePointer<GtkWindow>,
                        buttons: [Button], defaultResponse: Int32, cancelResponse: Int32,
                        answer: @escaping @MainActor (Int32) -> Void) {
        let box = Unmanaged.passRetained(Answer(title: title, answer: answer)).toOpaque()
        withCStrings(buttons.map(\.label)) { labels in
            withCStrings(buttons.map(\.style)) { styles in
                emojiart_alert(parent, title, message, labels, buttons.map(\.response), styles, Int32(buttons.count),
                               defaultResponse, cancelResponse, { response, data in
                    guard let data else { return }
                    let box = Unmanaged<Answer>.fromOpaque(data).takeRetainedValue()
                    MainActor.assumeIsolated {
                        box.answer(response)
                        Probes.report(.answered(response: response, title: box.title))
                    }
                }, box)
            }
        }
    }

    /// C strings of `strings` (NULL for nil) for the length of `body`.
    private static func withCStrings<Result>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
        let copies = strings.map { $0.map { UnsafePointer(strdup($0)) } ?? nil }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return body(copies)
    }
}
