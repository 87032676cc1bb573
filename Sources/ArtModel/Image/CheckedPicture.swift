import Foundation

/// Image bytes from outside as the import's check found them: the header,
/// and for a JPEG the reduced decode that proved its pixels readable, made
/// at the preview's scale. The canvas takes both over when it shows these
/// bytes, so a picture that arrives is read once, not once for the check,
/// once for the preview and once for the first tiles.
public struct CheckedPicture: Sendable {
    public let data: Data
    public let info: ImageInfo
    /// The pixels as stored, at the smallest JPEG scale that reaches
    /// BackgroundResolution.previewSide; nil for a format the check does
    /// not decode (it is converted, and so decoded, anyway).
    public let preview: DecodedImage?

    /// Throws when the header is not one of a usable image, or when a
    /// JPEG's pixels cannot be decoded at all. A JPEG cut short still
    /// passes: what arrived is shown, the rest grey.
    public init(checking data: Data) throws(ImageError) {
        self.data = data
        info = try ImageInspector.inspect(data)
        preview = info.format == .jpeg ? try ImageDecoder.decodeJPEG(data, maximumSide: BackgroundResolution.previewSide) : nil
    }

    /// What was found, if `data` is what was checked.
    public func about(_ data: Data) -> CheckedPicture? {
        self.data == data ? self : nil
    }
}
