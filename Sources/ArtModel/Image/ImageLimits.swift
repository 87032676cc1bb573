/// Limits checked on an image's header before any pixel memory is allocated.
public enum ImageLimits {
    /// 100 megapixels: well above today's cameras, and at 4 bytes a pixel
    /// still a bounded 400 MB.
    public static let maximumPixels = 100_000_000

    public static func check(width: Int, height: Int, maximumPixels: Int = maximumPixels) throws(ImageError) {
        guard width > 0, height > 0 else { throw .empty }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else {
            throw .tooLarge(width: width, height: height, maximumPixels: maximumPixels)
        }
    }
}
