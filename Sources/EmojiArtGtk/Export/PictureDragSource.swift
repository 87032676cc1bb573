import ArtModel
import CGtk
import CLazyContent
import Foundation

/// Drag the picture out, from the handle in the header bar (a drag on the
/// canvas pans or moves emojis, and a handle is where GNOME apps put what
/// stands for the whole document): dropped in Files it becomes a PNG file
/// named after the document, and an application that takes images gets
/// its PNG. The selected emojis alone when there are some, else the whole
/// picture. Nothing is drawn when the drag starts: the picture is drawn off
/// the main thread once a drop asks for it, and once for both kinds.
@MainActor
final class PictureDragSource {
    /// What a drag takes: the document to draw (the selection alone, or
    /// the whole) and the name its file gets.
    struct Picture {
        let art: EmojiArt
        let name: String
        let fetched: (url: URL, data: Data)?
    }

    private let picture: @MainActor () -> Picture
    private var dragged: DraggedPicture?

    private static let mimeTypes = ["image/png", "text/uri-list"]

    /// Makes `handle` a drag source of what `picture` gives at each drag's start.
    @discardableResult
    init(on handle: UnsafeMutablePointer<GtkWidget>, picture: @escaping @MainActor () -> Picture) {
        self.picture = picture
        let source = Opaque<EventController>(gtk_drag_source_new())
        gtk_drag_source_set_actions(source.opaque, GDK_ACTION_COPY)
        let asked: @MainActor (String, Int) -> Void = { [weak self] mimeType, request in self?.answer(mimeType, request: request) }
        let content = CStringArray.with(Self.mimeTypes) {
            ObjectReference(taking: emojiart_lazy_content_new($0, contentAsked, CallbackBox.retained(asked), { AnyCallbackBox.release($0) }))
        }
        gtk_drag_source_set_content(source.opaque, content.cast())
        // Claimed at the press: else the header bar's own drag moves the
        // window as the picture is dragged (so in a few lines of PyGObject too).
        Signal.connect(source, .begin) { gtk_gesture_set_state(source.opaque, GTK_EVENT_SEQUENCE_CLAIMED) }
        Signal.connect(source, .dragSourceBegin) { [unowned self] in dragged = DraggedPicture(self.picture()) }
        gtk_widget_add_controller(handle, source.cast())
        gtk_widget_set_cursor_from_name(handle, "grab")
        GObjectAttachment.attach(self, to: handle)
    }

    /// Answers a drop's request (a GTask, by its address) for `mimeType`.
    private func answer(_ mimeType: String, request: Int) {
        guard let dragged else { return Self.answer(request, with: .failure(.nothingToExport)) }
        Task { @MainActor in
            switch mimeType {
            case "text/uri-list": Self.answer(request, with: await dragged.file().map { Data("\($0.absoluteString)\r\n".utf8) })
            default: Self.answer(request, with: await dragged.png())
            }
        }
    }

    private static func answer(_ request: Int, with result: Result<Data, ExportFailure>) {
        guard let task = OpaquePointer(bitPattern: request) else { return }
        switch result {
        case .success(let data): data.withUnsafeBytes { emojiart_lazy_content_answer(task, $0.baseAddress, $0.count, nil) }
        case .failure(let failure): emojiart_lazy_content_answer(task, nil, 0, failure.message)
        }
    }
}

/// emojiart_lazy_content_new's callback, on the main loop.
private func contentAsked(_ mimeType: UnsafePointer<CChar>, _ request: OpaquePointer, _ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let asked = CallbackBox<@MainActor (String, Int) -> Void>.lent(data)
    let type = String(cString: mimeType), address = Int(bitPattern: request)
    MainActor.assumeIsolated { asked(type, address) }
}
