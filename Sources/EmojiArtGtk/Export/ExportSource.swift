import ArtModel
import Foundation

/// What every export draws from: the document's background decoded
/// upright (in sRGB, as a person sees it) and the frame the picture shows
/// (ExportLayout).
struct ExportSource {
    let background: RGBAImage?
    let layout: ExportLayout

    /// `backgroundBytes` are the background image's bytes. The picture is
    /// `longestSide` pixels on its longest side when that is asked for, at
    /// most `maximumSide` (a JPEG background is then decoded at a reduced
    /// scale); a `placeholder` stands where a background not fetched would be.
    init(_ art: EmojiArt, backgroundBytes: Data?, longestSide: Int? = nil, maximumSide: Int = ExportLayout.maximumSide,
         placeholder: Bool = false) throws(ExportFailure) {
        var backgroundSize: Size?
        do {
            background = try backgroundBytes.map { bytes throws(ImageError) in
                backgroundSize = try ImageInspector.inspect(bytes).size
                return try ImageDecoder.decode(bytes, maximumSide: min(maximumSide, longestSide ?? maximumSide)).upright()
            }
        } catch {
            throw .backgroundUnavailable(error.message)
        }
        if placeholder, art.emojis.isEmpty { backgroundSize = Size(width: Double(maximumSide), height: Double(maximumSide)) }
        guard let layout = ExportLayout(backgroundSize: backgroundSize, emojis: art.emojis, longestSide: longestSide,
                                        maximumSide: maximumSide) else {
            throw .nothingToExport
        }
        self.layout = layout
    }
}
