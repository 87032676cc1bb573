import ArtModel
import CGtk
import Foundation

/// Reads the clipboard for Paste and Paste Background: copied emojis (for
/// Paste), else image bytes, else copied files, else text, chosen by
/// ContentChoice from the formats on offer.
@MainActor
enum ClipboardReader {
    /// What the clipboard holds; `arrived` is told of image bytes as they
    /// come. Ends at once with `.cancelled` when its task is cancelled.
    static func read(_ clipboard: OpaquePointer, for kind: PasteKind,
                     arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> ExternalContent {
        let source = ContentSource(clipboard: clipboard)
        switch ContentChoice.forPaste(offering: source.mimeTypes, kind) {
        case .emojis:
            return try await emojis(from: source, arrived: arrived) ?? .nothing
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
            if kind == .anything {
                do throws(FetchError) {
                    if let emojis = try await emojis(from: source, arrived: arrived) { return emojis }
                } catch .transferFailed {
                    // No emojis of ours: perhaps an image.
                }
            }
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

    /// Emojis copied in this app or another copy of it; nil for bytes that are not.
    private static func emojis(from source: ContentSource,
                               arrived: @escaping @MainActor (Int) throws(FetchError) -> Void) async throws(FetchError) -> ExternalContent? {
        let data = try await source.bytes(offering: [EmojiClip.mimeType], arrived: arrived)
        return EmojiClip(decoding: data).map(ExternalContent.emojis)
    }
}
