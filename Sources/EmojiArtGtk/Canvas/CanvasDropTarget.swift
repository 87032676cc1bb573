import ArtModel
import CGtk
import Foundation

/// The canvas as a drop target for files, image data and text. It is
/// GTK's asynchronous target, so the app itself chooses what to read
/// (ContentChoice.forDrop) and reads image data as it reads a paste:
/// counted against the limit, shown arriving, ended when the sender goes
/// quiet or the user stops it. GtkDropTarget would read everything itself,
/// with none of that.
@MainActor
final class CanvasDropTarget {
    private unowned let canvas: CanvasController
    /// The text a drop hovering over the canvas carries, read while it
    /// hovers so the pointer can say no to text that is neither an address
    /// nor an emoji; nil until it has been read.
    private var hovering: (drop: OpaquePointer, text: String?)?

    init(canvas: CanvasController) {
        self.canvas = canvas
        let actions = GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        guard let target = gtk_drop_target_async_new(Self.acceptedFormats(), actions) else { return }
        Signal.connect(target, .dragEnter) { [unowned self] drop in
            enter(drop)
            return verdict(on: drop)
        }
        Signal.connect(target, .dragMotion) { [unowned self] drop in verdict(on: drop) }
        Signal.connect(target, .dragLeave) { [unowned self] in hovering = nil }
        Signal.connectAsyncDrop(target) { [unowned self] drop, x, y in
            hovering = nil
            gtk_widget_grab_focus(canvas.widget)
            return accept(drop, at: Point(x: x, y: y))
        }
        // On the container, so that a drop onto the empty state's page reaches it too.
        gtk_widget_add_controller(canvas.container, target.cast())
    }

    /// File lists and strings (from other applications or the palette
    /// strip) and the image types the importer reads.
    private static func acceptedFormats() -> OpaquePointer? {
        guard let builder = gdk_content_formats_builder_new() else { return nil }
        gdk_content_formats_builder_add_gtype(builder, gdk_file_list_get_type())
        gdk_content_formats_builder_add_gtype(builder, emojiart_type_string())
        for mimeType in ContentChoice.fileTypes + ContentChoice.imageTypes + ContentChoice.textTypes {
            gdk_content_formats_builder_add_mime_type(builder, mimeType)
        }
        return gdk_content_formats_union_deserialize_mime_types(gdk_content_formats_builder_free_to_formats(builder))
    }

    private static func choice(for drop: OpaquePointer) -> ContentChoice {
        ContentChoice.forDrop(offering: GdkContent.mimeTypes(of: gdk_drop_get_formats(drop)))
    }

    private func enter(_ drop: OpaquePointer) {
        hovering = (drop, nil)
        guard Self.choice(for: drop) == .text else { return }
        let held = ObjectReference(retaining: drop)
        Task { [weak self] in
            guard let text = try? await Self.readText(held) else { return }
            if let self, hovering?.drop == drop { hovering?.text = text }
        }
    }

    private func verdict(on drop: OpaquePointer) -> GdkDragAction {
        if let hovering, hovering.drop == drop, let text = hovering.text, !CanvasInteraction.accepts(text: text) {
            return GdkDragAction(rawValue: 0)
        }
        return GDK_ACTION_COPY
    }

    /// Starts reading what was dropped; GTK is told the outcome (finish)
    /// once it has been read.
    private func accept(_ drop: OpaquePointer, at point: Point) -> Bool {
        let held = ObjectReference(retaining: drop)
        let importer = canvas.importer
        switch Self.choice(for: drop) {
        case .files:
            Task {
                let urls = try? await Self.readFiles(held)
                Self.finish(held, succeeded: urls != nil)
                importer.importContent(.files(urls ?? []), pasted: false)
            }
        case .image(let mimeType):
            importer.importArriving(IncomingTransfer(from: .drop)) { arrived throws(FetchError) in
                do throws(FetchError) {
                    let data = try await Self.readBytes(held, mimeType: mimeType, arrived: arrived)
                    Self.finish(held, succeeded: true)
                    return .imageBytes(data)
                } catch {
                    Self.finish(held, succeeded: false)
                    throw error
                }
            }
        case .text:
            Task { [weak self] in
                let text = try? await Self.readText(held)
                guard let self, let text else { return Self.finish(held, succeeded: false) }
                let used = importer.importContent(.text(text), pasted: false) || canvas.interaction.drop(text, at: point)
                Self.finish(held, succeeded: used)
                canvas.refresh()
            }
        case .nothing:
            return false
        }
        return true
    }

    private static func finish(_ drop: ObjectReference, succeeded: Bool) {
        gdk_drop_finish(drop.cast(), succeeded ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0))
    }

    private static func readBytes(_ drop: ObjectReference, mimeType: String,
                                  arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> Data {
        let stream = try await GAsync.await { cancellable, callback, box in
            CStringArray.with([mimeType]) { gdk_drop_read_async(drop.cast(), $0, G_PRIORITY_DEFAULT, cancellable, callback, box) }
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_drop_read_finish(drop.cast(), result, nil, &error) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return ObjectReference(taking: stream)
        }
        return try await IncomingStream.readToEnd(stream, arrived: arrived)
    }

    private static func readFiles(_ drop: ObjectReference) async throws(FetchError) -> [URL] {
        try await GAsync.await { cancellable, callback, box in
            gdk_drop_read_value_async(drop.cast(), gdk_file_list_get_type(), G_PRIORITY_DEFAULT, cancellable, callback, box)
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let value = gdk_drop_read_value_finish(drop.cast(), result, &error), let list = g_value_get_boxed(value) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return GdkContent.urls(ofFileList: list)
        }
    }

    private static func readText(_ drop: ObjectReference) async throws(FetchError) -> String {
        try await GAsync.await { cancellable, callback, box in
            gdk_drop_read_value_async(drop.cast(), emojiart_type_string(), G_PRIORITY_DEFAULT, cancellable, callback, box)
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let value = gdk_drop_read_value_finish(drop.cast(), result, &error) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return g_value_get_string(value).map { String(cString: $0) } ?? ""
        }
    }
}
