import ArtModel
import CGtk
import Foundation

/// A background image as the canvas knows it: its size, its bytes (which the
/// tiles decode at the scales they need, see BackgroundLevels) and a reduced
/// preview that stands in until the tiles are ready.
@MainActor
final class BackgroundPicture {
    /// The image's full size, which is its size in document points.
    let size: Size
    /// The image's bytes, as the document holds them.
    let data: Data
    /// Always in memory, and ready at once.
    let preview: Texture

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
}
