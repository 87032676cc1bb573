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
        let source = ContentSource(clipboard: clipboard)
        switch ContentChoice.forPaste(offering: source.mimeTypes) {
        case .image(let mimeType):
            return .imageBytes(try await source.bytes(offering: [mimeType], arrived: arrived))
        case .files:
            return .files(try await source.files())
        case .text:
            return .text(try await source.text())
        case .nothing:
            // GTK learns of a new clipboard owner's formats asynchronously;
            // right after a copy it may know none yet. Asking for an image,
            // then for text, still reaches the owner directly. Some owners
            // answer any request with what they have, so the bytes decide.
            do throws(FetchError) {
                let data = try await source.bytes(offering: ContentChoice.imageTypes, arrived: arrived)
                if ImageFormat.sniff(data) != nil { return .imageBytes(data) }
                if let text = String(data: data, encoding: .utf8) { return .text(text) }
            } catch .transferFailed {
                // Not an image: perhaps text.
            }
            do throws(FetchError) {
                return .text(try await source.text())
            } catch .transferFailed {
                return .nothing
            }
        }
    }
}
