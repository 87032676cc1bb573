import ArtModel
import CGtk
import Foundation

/// Reads the clipboard for Paste Background, asynchronously: image bytes
/// (read in chunks, with a size cap), else copied files, else text, chosen
/// by ClipboardChoice from the formats on offer.
@MainActor
enum ClipboardReader {
    /// 64 KiB at a time: with GTK 4.8 on X11, asking for 1 MiB returned one
    /// chunk and then never completed (measured), while 64 KiB reads a
    /// 33 MB PNG in under 0.1 s.
    private static let chunkSize = 64 * 1024

    static func read(_ clipboard: OpaquePointer, cancellable: UnsafeMutablePointer<GCancellable>?,
                     completion: @escaping @MainActor (Result<ExternalContent, FetchError>) -> Void) {
        switch ClipboardChoice.choose(from: offeredTypes(clipboard)) {
        case .image(let mimeType):
            readImage(clipboard, mimeTypes: [mimeType], cancellable: cancellable, completion: completion)
        case .files:
            let (callback, box) = GAsync.callback { result in
                var error: UnsafeMutablePointer<GError>?
                guard let value = gdk_clipboard_read_value_finish(clipboard, result, &error),
                      let list = g_value_get_boxed(value) else {
                    return completion(.failure(.unreadable(GAsync.message(of: &error))))
                }
                completion(.success(.files(GdkContent.urls(ofFileList: list))))
            }
            gdk_clipboard_read_value_async(clipboard, gdk_file_list_get_type(), G_PRIORITY_DEFAULT, cancellable, callback, box)
        case .text:
            readText(clipboard, cancellable: cancellable, completion: completion)
        case .nothing:
            // GTK learns of a new clipboard owner's formats asynchronously;
            // right after a copy it may know none yet. Asking for an image,
            // then for text, still reaches the owner directly. Some owners
            // answer any request with what they have, so the bytes decide.
            readImage(clipboard, mimeTypes: ClipboardChoice.imageTypes, cancellable: cancellable) { image in
                if case .success(.imageBytes(let data)) = image {
                    if ImageFormat.sniff(data) != nil { return completion(image) }
                    if let text = String(data: data, encoding: .utf8) { return completion(.success(.text(text))) }
                }
                readText(clipboard, cancellable: cancellable) { text in
                    completion(.success((try? text.get()) ?? .nothing))
                }
            }
        }
    }

    /// The MIME types on offer, including those GTK can convert local
    /// content to.
    private static func offeredTypes(_ clipboard: OpaquePointer) -> [String] {
        guard let formats = gdk_clipboard_get_formats(clipboard).map({ gdk_content_formats_ref($0) }),
              let all = gdk_content_formats_union_serialize_mime_types(formats) else { return [] }
        defer { gdk_content_formats_unref(all) }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(all, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }

    private static func readText(_ clipboard: OpaquePointer, cancellable: UnsafeMutablePointer<GCancellable>?,
                                 completion: @escaping @MainActor (Result<ExternalContent, FetchError>) -> Void) {
        let (callback, box) = GAsync.callback { result in
            var error: UnsafeMutablePointer<GError>?
            guard let text = String(takingGString: gdk_clipboard_read_text_finish(clipboard, result, &error)) else {
                return completion(.failure(.unreadable(GAsync.message(of: &error))))
            }
            completion(.success(.text(text)))
        }
        gdk_clipboard_read_text_async(clipboard, cancellable, callback, box)
    }

    /// Reads the first of `mimeTypes` the owner can give.
    private static func readImage(_ clipboard: OpaquePointer, mimeTypes: [String], cancellable: UnsafeMutablePointer<GCancellable>?,
                                  completion: @escaping @MainActor (Result<ExternalContent, FetchError>) -> Void) {
        let (callback, box) = GAsync.callback { result in
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_clipboard_read_finish(clipboard, result, nil, &error) else {
                return completion(.failure(.unreadable(GAsync.message(of: &error))))
            }
            readAll(stream, into: Collected(), cancellable: cancellable) { bytes in
                g_object_unref(stream.raw)
                completion(bytes.map(ExternalContent.imageBytes))
            }
        }
        var types: [UnsafePointer<CChar>?] = mimeTypes.map { UnsafePointer(strdup($0)) } + [nil]
        defer { types.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        gdk_clipboard_read_async(clipboard, &types, G_PRIORITY_DEFAULT, cancellable, callback, box)
    }

    /// The bytes read so far, shared by the chunks' callbacks so that each
    /// chunk is appended in place rather than to a copy.
    private final class Collected {
        var data = Data()
    }

    /// Reads a stream to its end a chunk at a time, refusing more than the
    /// import limit.
    private static func readAll(_ stream: UnsafeMutablePointer<GInputStream>, into collected: Collected,
                                cancellable: UnsafeMutablePointer<GCancellable>?,
                                completion: @escaping @MainActor (Result<Data, FetchError>) -> Void) {
        let (callback, box) = GAsync.callback { result in
            var error: UnsafeMutablePointer<GError>?
            guard let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
                return completion(.failure(.unreadable(GAsync.message(of: &error))))
            }
            defer { g_bytes_unref(bytes) }
            var size: gsize = 0
            let pointer = g_bytes_get_data(bytes, &size)
            guard size > 0, let pointer else { return completion(.success(collected.data)) }
            collected.data.append(pointer.assumingMemoryBound(to: UInt8.self), count: Int(size))
            guard collected.data.count <= ImageImport.maximumFileBytes else {
                return completion(.failure(.tooLarge(maximumBytes: ImageImport.maximumFileBytes)))
            }
            readAll(stream, into: collected, cancellable: cancellable, completion: completion)
        }
        g_input_stream_read_bytes_async(stream, gsize(chunkSize), G_PRIORITY_DEFAULT, cancellable, callback, box)
    }
}
