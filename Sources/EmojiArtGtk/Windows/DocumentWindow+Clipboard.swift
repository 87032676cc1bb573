import ArtModel
import CGtk
import Foundation

/// Cut, Copy, Paste, Paste Background and Duplicate. Copied emojis go on
/// the clipboard as emojis (for this app), as text (for a chat or a text
/// editor) and, once drawn, as a picture (for an image editor).
extension DocumentWindow {
    func copySelection() {
        guard let clip = canvas.interaction.copySelection() else { return }
        offer(clip)
    }

    func cutSelection() {
        guard let clip = canvas.interaction.cutSelection() else { return }
        offer(clip)
        canvas.refresh()
    }

    func duplicateSelection() {
        if !canvas.interaction.duplicateSelection() { toasts.show(EmojiArtDocument.noRoomMessage) }
        canvas.refresh()
    }

    /// Reads the clipboard through the importer's pipeline (progress,
    /// Escape, a sender that goes quiet): emojis land on the canvas, and
    /// anything else is for the background, as the model's rules say.
    func paste(_ kind: PasteKind) {
        Probes.report(.pasteStarted)
        lastPaste = kind
        guard let clipboard = gtk_widget_get_clipboard(window.widget) else { return }
        importer.importArriving(IncomingTransfer(from: .clipboard), { arrived throws(FetchError) in
            try await ClipboardReader.read(clipboard, for: kind, arrived: arrived)
        }, otherwise: { [weak self] content in
            guard let self, kind == .anything else { return false }
            defer { canvas.refresh() }
            switch canvas.interaction.paste(content, at: canvas.input?.pointerOverCanvas) {
            case .added: return true
            case .noRoom:
                toasts.show(EmojiArtDocument.noRoomMessage)
                return true
            case .notForTheCanvas: return false
            }
        }, unused: .nothingToPaste(kind))
    }

    /// The emojis go on the clipboard at once; their picture is drawn off
    /// the main thread and joins them if they are still what was copied.
    private func offer(_ clip: EmojiClip) {
        guard let clipboard = gtk_widget_get_clipboard(window.widget).map({ ObjectReference(retaining: Opaque<Clipboard>($0)) }) else { return }
        let formats: [ClipboardOffer.Format] = [.bytes(mimeType: EmojiClip.mimeType, clip.encoded()), .text(clip.text)]
        guard let offer = ClipboardOffer(formats) else { return }
        offer.put(on: clipboard)
        Task {
            let art = EmojiArt(background: .blank, emojis: clip.emojis), side = Self.largestCopiedPicture
            let picture = await Task.detached(priority: .userInitiated) {
                try? RenderedDocument.render(art, backgroundBytes: nil, maximumSide: side)
            }.value
            guard let texture = picture?.texture(), offer.isOffered(on: clipboard),
                  let withPicture = ClipboardOffer(formats + [.texture(texture)]) else { return }
            withPicture.put(on: clipboard)
        }
    }

    /// Copied emojis are drawn at most this many pixels a side: as large as
    /// a chat or an image editor wants, and quick to draw.
    private static let largestCopiedPicture = 4096
}
