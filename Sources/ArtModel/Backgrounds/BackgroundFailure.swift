import Foundation

/// Why a new background was not set, or the document's own cannot be
/// shown, as the alert a user sees.
public enum BackgroundFailure: Error, Equatable, Sendable {
    case nothingToPaste
    case notAnImage(source: String, ImageError)
    case loadFailed(source: String, FetchError)
    case unusableDrop
    /// The document's background image has a usable header but pixels that
    /// cannot be decoded: it is shown blank, and the document kept as it is.
    case undecodable(ImageError)

    public var title: String {
        switch self {
        case .nothingToPaste: "Paste Background"
        case .notAnImage, .unusableDrop: "Background Not Changed"
        case .loadFailed(let source, _) where source.hasPrefix("http"): "Couldn’t Load Image from URL"
        case .loadFailed: "Couldn’t Load Image"
        case .undecodable: "Background Not Shown"
        }
    }

    public var message: String {
        switch self {
        case .nothingToPaste:
            "There is no image on the clipboard: copy an image, an image file, or an image’s web address first."
        case .notAnImage(let source, let error):
            "\(source) is not a usable image. \(error.message)"
        case .loadFailed(let source, let error):
            "\(source)\n\(error.message)"
        case .unusableDrop:
            "What was dropped is not an image, an image file, a web address or an emoji."
        case .undecodable(let error):
            "The document’s background cannot be shown, so it is left blank; the document keeps it as it is. \(error.message)"
        }
    }
}
