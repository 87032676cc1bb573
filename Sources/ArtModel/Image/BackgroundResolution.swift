/// Which resolution of a background to keep in memory: a reduced preview
/// always, the full image only while it is drawn larger than the preview.
public enum BackgroundResolution {
    /// The longer side of the preview, in pixels.
    public static let previewSide = 2048

    /// Whether the image drawn `drawnWidth` view pixels wide needs more
    /// detail than the preview has.
    public static func needsFullImage(imageWidth: Int, previewWidth: Int, drawnWidth: Double) -> Bool {
        previewWidth < imageWidth && drawnWidth > Double(previewWidth) * 1.1
    }
}
