import ArtModel
import CGtk
import Foundation

/// The picker's worker: scans the folder, then makes or reads thumbnails
/// (Thumbnailer) one at a time on a thread of its own, in the order asked,
/// skipping those no longer on screen, and hands each back as a texture.
/// Closing it stops the work at once.
// Unchecked: what the main thread and the worker share is guarded by `lock`.
final class ThumbnailLoader: @unchecked Sendable {
    private let thread = BackgroundThread(name: "emojiart thumbnails")
    private let thumbnailer = Thumbnailer(cache: .standard())
    private let lock = NSLock()
    /// Guarded by `lock`: the files whose thumbnails are on screen.
    private var wanted: Set<URL> = []
    private var closed = false

    deinit { close() }

    func close() {
        lock.withLock { closed = true }
        thread.close()
    }

    private var isClosed: Bool { lock.withLock { closed } }

    /// The pictures in `folder`, newest first, to `deliver` on the main actor.
    func scan(_ folder: URL, deliver: @escaping @MainActor @Sendable ([PictureFile]) -> Void) {
        thread.async { [self] in
            let found = PictureLibrary.scan(folder, isCancelled: { isClosed })
            Task { @MainActor in deliver(found) }
        }
    }

    /// `picture`'s thumbnail (nil: unreadable, or no longer wanted) to `deliver`.
    func load(_ picture: PictureFile, deliver: @escaping @MainActor @Sendable (Texture?) -> Void) {
        lock.withLock { _ = wanted.insert(picture.url) }
        thread.async { [self] in
            guard !isClosed, lock.withLock({ wanted.contains(picture.url) }) else { return }
            var texture: Texture?
            switch thumbnailer.thumbnail(of: picture) {
            case .cached(let png), .made(let png): texture = try? Texture.decode(png)
            case .unreadable: texture = nil
            }
            Task { @MainActor in deliver(texture) }
        }
    }

    /// The picture went off screen.
    func forget(_ picture: PictureFile) {
        lock.withLock { _ = wanted.remove(picture.url) }
    }
}
