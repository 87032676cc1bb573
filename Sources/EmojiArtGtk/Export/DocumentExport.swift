import ArtModel
import Foundation

/// Makes a document's picture off the main thread: the background's bytes
/// (fetched if need be), then the rendering.
enum DocumentExport {
    static func picture(of art: EmojiArt, fetched: (url: URL, data: Data)? = nil) async throws(ExportFailure) -> RenderedDocument {
        let bytes = try await ExportBackground.bytes(for: art.background, fetched: fetched)
        let result = await Task.detached(priority: .userInitiated) {
            Result { () throws(ExportFailure) in try RenderedDocument.render(art, backgroundBytes: bytes) }
        }.value
        return try result.get()
    }

    static func writePNG(of art: EmojiArt, fetched: (url: URL, data: Data)? = nil, to url: URL) async throws(ExportFailure) {
        let picture = try await picture(of: art, fetched: fetched)
        let result = await Task.detached(priority: .userInitiated) {
            Result { () throws(ExportFailure) in try picture.writePNG(to: url) }
        }.value
        try result.get()
    }
}
