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
        let target = Opaque<EventController>(gtk_drop_target_async_new(Self.acceptedFormats(), actions))
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

    /// Reads what was dropped through the importer's pipeline, so Escape
    /// stops it and its failures are told; text that is no address is
    /// dropped as emojis. GTK is told the outcome (finish) once it is known.
    private func accept(_ drop: OpaquePointer, at point: Point) -> Bool {
        let source = ContentSource(drop: drop)
        let choice = ContentChoice.forDrop(offering: source.mimeTypes)
        guard choice != .nothing else { return false }
        canvas.importer.importArriving(IncomingTransfer(from: .drop), { arrived throws(FetchError) in
            switch choice {
            // A list that cannot be read is an empty one, which is told as an unusable drop.
            case .files: return .files((try? await source.files()) ?? [])
            case .image(let mimeType): return .imageBytes(try await source.bytes(offering: [mimeType], arrived: arrived))
            case .text: return .text((try? await source.text()) ?? "")
            case .emojis, .nothing: return .nothing
            }
        }, otherwise: { [weak self] content in
            guard let self, case .text(let text) = content else { return false }
            defer { canvas.refresh() }
            return canvas.interaction.drop(text, at: point)
        }, finished: { used in Self.finish(source, succeeded: used) })
        return true
    }

    /// Tells the application the drop came from whether it was used.
    private static func finish(_ drop: ContentSource, succeeded: Bool) {
        gdk_drop_finish(drop.object.opaque, succeeded ? GDK_ACTION_COPY : GdkDragAction(rawValue: 0))
    }
}
