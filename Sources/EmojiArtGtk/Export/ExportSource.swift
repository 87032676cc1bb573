import ArtModel
import Foundation

/// What every export draws from: the document's background as levels
/// (BackgroundLevels, which reads a large JPEG's a region at a time from
/// files) and the frame the picture shows (ExportLayout).
struct ExportSource {
    let background: BackgroundLevels?
    let layout: ExportLayout

    /// `backgroundBytes` are the background image's bytes. The picture is
    /// `longestSide` pixels on its longest side when that is asked for, at
    /// most `maximumSide` and `maximumPixels`; a `placeholder` stands where
    /// a background not fetched would be.
    init(_ art: EmojiArt, backgroundBytes: Data?, longestSide: Int? = nil, maximumSide: Int = ExportLayout.maximumSide,
         maximumPixels: Int = ExportLayout.maximumPixels, placeholder: Bool = false) throws(ExportFailure) {
        var backgroundSize: Size?
        do {
            background = try backgroundBytes.map { bytes throws(ImageError) in
                let info = try ImageInspector.inspect(bytes)
                backgroundSize = info.size
                return BackgroundLevels(data: bytes, info: info, fillsAhead: false)
            }
        } catch {
            throw .backgroundUnavailable(error.message)
        }
        if placeholder, art.emojis.isEmpty { backgroundSize = Size(width: Double(maximumSide), height: Double(maximumSide)) }
        guard let layout = ExportLayout(backgroundSize: backgroundSize, emojis: art.emojis, longestSide: longestSide,
                                        maximumPixels: maximumPixels, maximumSide: maximumSide) else {
            throw .nothingToExport
        }
        self.layout = layout
    }
}
