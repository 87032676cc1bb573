import Foundation

/// Limits checked on an image's header before any pixel memory is
/// allocated. No size is refused for itself: an image opens when one copy
/// of it at full resolution, four bytes a pixel, would take at most a
/// quarter of the memory the computer has free. The canvas never holds
/// that copy of a large JPEG (BackgroundLevelFiles), but formats that can
/// only be decoded whole do, and the rest of the desktop keeps its room.
/// On a machine with 16 GB free that is a 1-gigapixel panorama; a header
/// claiming 65535 × 65535 (17 GB) is refused.
public enum ImageLimits {
    public static let bytesPerPixel = 4

    /// The most pixels an image may have now.
    public static var maximumPixels: Int { maximumPixels(available: SystemMemory.available) }

    static func maximumPixels(available: Int) -> Int { available / 4 / bytesPerPixel }

    public static func check(width: Int, height: Int, maximumPixels: Int = maximumPixels) throws(ImageError) {
        guard width > 0, height > 0 else { throw .empty }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else { throw .tooLarge(width: width, height: height) }
    }
}
