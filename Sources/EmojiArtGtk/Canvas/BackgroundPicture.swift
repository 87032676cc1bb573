import ArtModel
import CGtk
import Foundation

/// A background image as the canvas knows it: its size, its bytes (which the
/// tiles decode at the scales they need, see BackgroundLevels) and a reduced
/// preview that stands in until the tiles are ready. Only the header is read
/// at first, so the canvas knows the picture's place at once and the tiles
/// can start while the preview is being decoded. A picture that has just
/// arrived comes with its header and preview found by the import's check
/// (CheckedPicture), and neither is read again.
@MainActor
final class BackgroundPicture {
    /// What the header says: the format, the stored size, the orientation.
    let info: ImageInfo
    /// The picture's size as a person sees it, which is its size in document points.
    var size: Size { info.size }
    /// The image's bytes, as the document holds them.
    let data: Data
    /// The preview's pixels as the check decoded them, if it did; the
    /// tiles start from them too.
    let checkedPreview: DecodedImage?
    /// Nil until `loadPreview` has made it.
    private(set) var preview: Texture?

    /// Throws when the header is not one of an image the canvas can show.
    /// `checked`: what the import found, used if it is about `data`.
    init(data: Data, checked: CheckedPicture? = nil) throws(ImageError) {
        let checked = checked?.about(data)
        info = if let checked { checked.info } else { try ImageInspector.inspect(data) }
        self.data = data
        checkedPreview = checked?.preview
    }

    /// Decodes the preview off the main thread. A picture whose pixels turn
    /// out undecodable keeps no preview (its tiles stay white): the error
    /// is returned.
    func loadPreview() async -> ImageError? {
        let data = data, checked = checkedPreview
        let decoded = await Task.detached(priority: .userInitiated) { () -> Result<Texture, ImageError> in
            if let checked { return .success(Texture(checked.upright())) }
            return Result { () throws(ImageError) in try Texture.decode(data, maximumSide: BackgroundResolution.previewSide) }
        }.value
        switch decoded {
        case .success(let texture):
            preview = texture
            return nil
        case .failure(let error):
            return error
        }
    }
}
