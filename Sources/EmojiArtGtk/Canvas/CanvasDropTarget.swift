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

    private func enter(_ drop: OpaquePointer) {
        hovering = (drop, nil)
        let source = ContentSource(drop: drop)
        guard ContentChoice.forDrop(offering: source.mimeTypes) == .text else { return }
        Task { [weak self] in
            guard let text = try? await source.text() else { return }
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
        let source = ContentSource(drop: drop)
        let importer = canvas.importer
        switch ContentChoice.forDrop(offering: source.mimeTypes) {
        case .files:
            Task {
                let urls = try? await source.files()
                Self.finish(source, succeeded: urls != nil)
                importer.importContent(.files(urls ?? []), pasted: false)
            }
        case .image(let mimeType):
            importer.importArriving(IncomingTransfer(from: .drop)) { arrived throws(FetchError) in
                do throws(FetchError) {
                    let data = try await source.bytes(offering: [mimeType], arrived: arrived)
                    Self.finish(source, succeeded: true)
                    return .imageBytes(data)
                } catch {
                    Self.finish(source, succeeded: false)
                    throw error
                }
            }
        case .text:
            Task { [weak self] in
                let text = try? await source.text()
                guard let self, let text else { return Self.finish(source, succeeded: false) }
                let used = importer.importContent(.text(text), pasted: false) || canvas.interaction.drop(text, at: point)
                Self.finish(source, succeeded: used)
                canvas.refresh()
            }
        case .nothing:
            return false
        }
        return true
    }

    /// Tells the application the drop came from whether it was used.
    private static func finish(_ drop: ContentSource, succeeded: Bool) {
        gdk_drop_finish(drop.object.opaque, succeeded ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0))
    }
}
