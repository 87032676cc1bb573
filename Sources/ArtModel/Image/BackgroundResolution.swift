/// The background preview the canvas shows until its tiles are ready.
public enum BackgroundResolution {
    /// The longer side of the preview, in pixels: at least this, at the
    /// smallest JPEG scale that reaches it (750 × 500 for a 6,000 × 4,000
    /// photo: 1.5 MB, decoded in a few tens of milliseconds). It stands in
    /// for a moment, so it may be soft; GTK's cairo renderer converts and
    /// scales it for every frame it is drawn in, which for a preview of
    /// 3,000 pixels took most of 50 ms a frame.
    public static let previewSide = 512
}
