/// The background preview the canvas shows until its tiles are ready.
public enum BackgroundResolution {
    /// The longer side of the preview, in pixels.
    public static let previewSide = 2048
}
