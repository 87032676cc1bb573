import ArtModel
import CGtk

/// The window's toasts, over its content (an AdwToastOverlay): one at a
/// time, a new one replacing the one before, each telling of a change and
/// offering Undo, or of a failure that asks nothing and offering Details.
@MainActor
final class ToastStack {
    private let overlay: OpaquePointer
    private var shown: ObjectReference?
    private var buttonClicks: SignalConnection?
    /// The document's undo step the shown toast tells of, if it does.
    private var step: Int?

    /// `overlay`: an AdwToastOverlay a layout declares.
    init(overlay: UnsafeMutablePointer<GtkWidget>) {
        self.overlay = overlay.opaque
    }

    /// Tells of a document's change; its Undo is Ctrl+Z's.
    func show(_ announcement: Announcement) {
        show(announcement.text, undoAction: .undo)
        step = announcement.step
    }

    /// Takes down a toast whose change Ctrl+Z would no longer undo.
    func dismissUnlessCurrent(undoSerial: Int?) {
        guard let step, step != undoSerial else { return }
        dismiss()
    }

    /// Shows `text` with Undo, which activates `undoAction` (so it is the
    /// same step as that action's shortcut) or calls `undo`.
    func show(_ text: String, undoAction: AppAction? = nil, undo: (@MainActor () -> Void)? = nil) {
        show(text, button: localized("Undo"), action: undoAction, perform: undo)
    }

    /// Shows `text` (plain text, never markup), with a button named
    /// `button` (when given) that activates `action` or calls `perform`.
    func show(_ text: String, button: String?, action: AppAction? = nil, perform: (@MainActor () -> Void)? = nil) {
        dismiss()
        // libadwaita reads a toast's title as markup; names in it are text.
        let toast = Opaque<Toast>(adw_toast_new(text.markupEscaped))
        adw_toast_set_priority(toast.opaque, ADW_TOAST_PRIORITY_HIGH)
        if let button { adw_toast_set_button_label(toast.opaque, button) }
        if let action { adw_toast_set_action_name(toast.opaque, action.detailedName) }
        if let perform { buttonClicks = SignalConnection(on: toast) { toast in Signal.connect(toast, .buttonClicked, perform) } }
        shown = ObjectReference(retaining: toast)
        adw_toast_overlay_add_toast(overlay, toast.opaque)  // takes the toast's first reference
    }

    /// Takes the toast down (its change is no longer what Undo would undo).
    func dismiss() {
        guard let shown else { return }
        adw_toast_dismiss(shown.opaque)
        buttonClicks = nil
        step = nil
        self.shown = nil
    }
}
