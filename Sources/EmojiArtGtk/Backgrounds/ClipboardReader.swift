import ArtModel
import CGtk
import Foundation

/// Reads the clipboard for Paste Background: image bytes, else copied
/// files, else text, chosen by ContentChoice from the formats on offer.
@MainActor
enum ClipboardReader {
    /// What the clipboard holds; `arrived` is told of image bytes as they
    /// come. Ends at once with `.cancelled` when its task is cancelled.
    static func read(_ clipboard: OpaquePointer,
                     arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> ExternalContent {
        switch ContentChoice.forPaste(offering: GdkContent.mimeTypes(of: gdk_clipboard_get_formats(clipboard))) {
        case .image(let mimeType):
            return .imageBytes(try await readBytes(clipboard, offering: [mimeType], arrived: arrived))
        case .files:
            return .files(try await readFiles(clipboard))
        case .text:
            return .text(try await readText(clipboard))
        case .nothing:
            // GTK learns of a new clipboard owner's formats asynchronously;
            // right after a copy it may know none yet. Asking for an image,
            // then for text, still reaches the owner directly. Some owners
            // answer any request with what they have, so the bytes decide.
            do throws(FetchError) {
                let data = try await readBytes(clipboard, offering: ContentChoice.imageTypes, arrived: arrived)
                if ImageFormat.sniff(data) != nil { return .imageBytes(data) }
                if let text = String(data: data, encoding: .utf8) { return .text(text) }
            } catch .transferFailed {
                // Not an image: perhaps text.
            }
            do throws(FetchError) {
                return .text(try await readText(clipboard))
            } catch .transferFailed {
                return .nothing
            }
        }
    }

    /// The bytes of the first of `mimeTypes` the owner can give.
    private static func readBytes(_ clipboard: OpaquePointer, offering mimeTypes: [String],
                                  arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> Data {
        let stream = try await GAsync.await { cancellable, callback, box in
            CStringArray.with(mimeTypes) { gdk_clipboard_read_async(clipboard, $0, G_PRIORITY_DEFAULT, cancellable, callback, box) }
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_clipboard_read_finish(clipboard, result, nil, &error) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return ObjectReference(taking: stream)
        }
        return try await IncomingStream.readToEnd(stream, arrived: arrived)
    }

    private static func readFiles(_ clipboard: OpaquePointer) async throws(FetchError) -> [URL] {
        try await GAsync.await { cancellable, callback, box in
            gdk_clipboard_read_value_async(clipboard, gdk_file_list_get_type(), G_PRIORITY_DEFAULT, cancellable, callback, box)
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let value = gdk_clipboard_read_value_finish(clipboard, result, &error), let list = g_value_get_boxed(value) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return GdkContent.urls(ofFileList: list)
        }
    }

    private static func readText(_ clipboard: OpaquePointer) async throws(FetchError) -> String {
        try await GAsync.await { cancellable, callback, box in
            gdk_clipboard_read_text_async(clipboard, cancellable, callback, box)
        } finish: { result throws(FetchError) in
            var error: UnsafeMutablePointer<GError>?
            guard let text = String(takingGString: gdk_clipboard_read_text_finish(clipboard, result, &error)) else {
                throw .transferFailed(GAsync.message(of: &error))
            }
            return text
        }
    }
}
