import ArtModel
import CGtk

/// What one frame of the canvas shows.
@MainActor
package struct CanvasScene {
    package let viewport: Viewport
    /// Where the view is gliding to (zoom to fit), while it glides.
    var heading: Viewport? = nil
    let background: BackgroundPicture?
    /// The emojis as shown, with a gesture's preview applied: made only
    /// when a renderer asks (the tiles leave a live gesture's emojis out).
    package var emojis: EmojiList { displayed.list }
    let displayed: LazyEmojiList
    /// The emojis as the document has them.
    let documentEmojis: EmojiList
    /// The emojis a gesture is moving or resizing, as the document has
    /// them, and how they look now.
    let previewed: Set<EmojiArt.Emoji.ID>
    let emojisBeforePreview: [EmojiArt.Emoji]
    let previewedEmojis: [EmojiArt.Emoji]
    /// Whether the gesture turns them: by another angle every frame.
    var turnsLive = false
    let selection: Set<EmojiArt.Emoji.ID>
    let rubberBand: Rect?
    /// The selection's rotation handle and its pivot, in the view (RotationHandle).
    var rotationHandle: (dot: Point, pivot: Point)? = nil
    /// The emoji with the keyboard's focus ring, while the ring is to be seen.
    let focusRing: EmojiArt.Emoji.ID?
    /// Device pixels per view point (2 on a HiDPI screen).
    let deviceScale: Double
    /// The colours of what the canvas draws itself (the desktop's style).
    package let style: CanvasStyle
    /// Asks for another frame, when something the frame lacked has arrived.
    let refresh: @MainActor @Sendable () -> Void

    /// The emojis with `ids` as shown.
    func shown(withIDs ids: Set<EmojiArt.Emoji.ID>) -> [EmojiArt.Emoji] {
        guard !ids.isEmpty else { return [] }
        let still = ids.subtracting(previewed)
        return previewedEmojis.filter { ids.contains($0.id) } + (still.isEmpty ? [] : documentEmojis.emojis(withIDs: still))
    }
}

/// A list made the first time it is read.
@MainActor
final class LazyEmojiList {
    private let make: @MainActor () -> EmojiList
    private(set) lazy var list = make()

    init(_ make: @escaping @MainActor () -> EmojiList) {
        self.make = make
    }
}

/// How much of the picture a frame shows.
package enum FrameCompleteness {
    /// Parts of it are missing or stand-ins while tiles are prepared.
    case partial
    /// All of it, some of it from tiles of another level or version.
    case whole
    /// All of it from tiles of its own level, rendered from the document as it is.
    case sharp
}

/// Turns a scene into GtkSnapshot nodes. The app's is TiledCanvasRenderer;
/// the benchmark compares it with a naive one.
@MainActor
package protocol CanvasRenderer: AnyObject {
    @discardableResult
    func draw(_ scene: CanvasScene, into snapshot: OpaquePointer) -> FrameCompleteness
}
