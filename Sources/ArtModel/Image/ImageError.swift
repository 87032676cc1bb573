/// Why image bytes cannot be used, in words a user can act on.
public enum ImageError: Error, Equatable, Sendable {
    case unrecognizedFormat
    /// A library the format needs is not installed (a gdk-pixbuf loader, a libheif plugin).
    case decoderMissing(ImageFormat, package: String)
    case empty
    /// More pixels than this computer can spare the memory for (ImageLimits).
    case tooLarge(width: Int, height: Int)
    case corrupt(detail: String)
    case encodingFailed(detail: String)

    public var message: String {
        switch self {
        case .unrecognizedFormat:
            localized("The data is not in an image format this app can read ({formats}).", ["formats": ImageFormat.names])
        case .decoderMissing(let format, let package):
            localized("This computer has no decoder for {format} images: install the package “{package}”.",
                      ["format": format.name, "package": package])
        case .empty:
            localized("The image has no pixels.")
        case .tooLarge(let width, let height):
            localized("The image is {width} × {height} pixels: at full size it needs {gigabytes} GB of memory, more than this computer has to spare.", [
                "width": String(width), "height": String(height),
                "gigabytes": String(format: "%.1f", Double(width) * Double(height) * Double(ImageLimits.bytesPerPixel) / 1e9),
            ])
        case .corrupt(let detail):
            localized("The image is damaged: {detail}.", ["detail": detail])
        case .encodingFailed(let detail):
            localized("The image could not be encoded: {detail}.", ["detail": detail])
        }
    }
}
