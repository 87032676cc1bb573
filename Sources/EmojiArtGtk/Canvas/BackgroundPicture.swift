import ArtModel
import CGtk
import Foundation

/// A background image as the canvas draws it: a reduced preview always in
/// memory, and the full resolution only while the picture is drawn larger
/// than the preview, so a zoomed-out 24-megapixel photo costs a few MB.
@MainActor
final class BackgroundPicture {
    /// The image's full size, which is its size in document points.
    let size: Size
    /// The image's bytes, as the document holds them.
    let data: Data
    /// Always in memory, and ready at once.
    let preview: Texture
    private var full: Texture?
    private var fullLoad: Task<Void, Never>?

    private init(data: Data, info: ImageInfo, preview: Texture) {
        self.data = data
        size = info.size
        self.preview = preview
    }

    /// Checks and decodes the preview off the main thread.
    static func load(_ data: Data) async -> Result<BackgroundPicture, ImageError> {
        let decoded = await Task.detached(priority: .userInitiated) { () -> Result<(ImageInfo, Texture), ImageError> in
            Result { () throws(ImageError) in
                (try ImageInspector.inspect(data), try Texture.decode(data, maximumSide: BackgroundResolution.previewSide))
            }
        }.value
        return decoded.map { info, preview in BackgroundPicture(data: data, info: info, preview: preview) }
    }

    /// The texture to draw the picture `drawnWidth` view pixels wide: the full
    /// image when it is needed and ready (asking for it when it is not, and
    /// calling `ready` once it is), otherwise the preview.
    func texture(forDrawnWidth drawnWidth: Double, ready: @escaping @MainActor () -> Void) -> Texture {
        guard BackgroundResolution.needsFullImage(imageWidth: Int(size.width), previewWidth: preview.width, drawnWidth: drawnWidth) else {
            // Zoomed out again: give the memory back.
            fullLoad?.cancel()
            fullLoad = nil
            full = nil
            return preview
        }
        if let full { return full }
        if fullLoad == nil {
            let data = data
            fullLoad = Task { [weak self] in
                let decoded = await Task.detached(priority: .userInitiated) { try? Texture.decode(data) }.value
                guard let self, !Task.isCancelled else { return }
                full = decoded
                ready()
            }
        }
        return preview
    }
}
