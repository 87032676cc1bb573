import ArtModel
import Foundation

/// One canvas's emoji glyphs, rendered once for the tiles and for what is
/// drawn live over them. The main thread never waits for a rendering: it
/// takes what the tile worker already rendered, or a neighbouring band's
/// glyph while the right one is rendered on the tile thread, before the
/// tiles waiting there (a thread of its own cost 8 MB more: Pango keeps a
/// font map for each thread that renders text). Live
/// glyphs were rendered on the main thread, a few milliseconds each, so a
/// Ctrl+scroll over a thousand selected emojis froze the window for 60 ms
/// while glyphs of the new sizes were made.
// Unchecked: its cache and requests are guarded by `lock`.
final class SharedGlyphs: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var glyphs = BandedGlyphCache<CairoImage>(memory: CanvasMemoryBudget.tileGlyphs)
    /// Guarded by `lock`: renderings asked for and not yet made.
    private var requested: Set<Request> = []
    /// The tile thread.
    private let thread: BackgroundThread

    private struct Request: Hashable {
        let text: String
        let turn: EmojiTurn
        let pixelSize: Double
    }

    init(renderingOn thread: BackgroundThread) {
        self.thread = thread
    }

    /// The glyph for `text` about `pixelSize` pixels high, turned by
    /// `turn`, rendered now on the calling thread if it was not before (the
    /// lock is not held meanwhile).
    func glyph(for text: String, turn: EmojiTurn, pixelSize: Double) -> (glyph: CairoImage, pixelSize: Double)? {
        if let rendered = rendered(for: text, turn: turn, pixelSize: pixelSize) { return rendered }
        let size = GlyphBand.renderedSize(forPixelSize: pixelSize)
        guard let image = CairoImage(glyph: text, pixelSize: size, turn: turn) else { return nil }
        lock.withLock { glyphs.insert(image, cost: image.cost, for: text, turn: turn, pixelSize: size) }
        return (image, size)
    }

    /// Only a glyph rendered before.
    func rendered(for text: String, turn: EmojiTurn, pixelSize: Double) -> (glyph: CairoImage, pixelSize: Double)? {
        lock.withLock { glyphs.glyph(for: text, turn: turn, pixelSize: pixelSize) }
    }

    /// A glyph of a neighbouring band, rendered before, to stand in.
    func standIn(for text: String, turn: EmojiTurn, pixelSize: Double) -> (glyph: CairoImage, pixelSize: Double)? {
        lock.withLock { glyphs.nearest(for: text, turn: turn, pixelSize: pixelSize, within: Self.standInBands) }
    }

    /// Bands a stand-in may be away from the right one: three are a factor
    /// of 1.7, enough for a resize's first steps and a zoom between tile levels.
    static let standInBands = 3

    /// Renders the glyph on the tile thread before anything waiting there,
    /// then tells `rendered` on the main actor; a rendering already asked
    /// for is asked for once.
    func renderLater(_ text: String, turn: EmojiTurn, pixelSize: Double, then rendered: @escaping @MainActor @Sendable () -> Void) {
        let request = Request(text: text, turn: turn, pixelSize: GlyphBand.renderedSize(forPixelSize: pixelSize))
        guard lock.withLock({ requested.insert(request).inserted }) else { return }
        thread.asyncFirst { [self] in
            _ = glyph(for: request.text, turn: request.turn, pixelSize: request.pixelSize)
            lock.withLock { _ = requested.remove(request) }
            Task { @MainActor in rendered() }
        }
    }
}
