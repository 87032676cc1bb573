import Foundation

/// Why a new background was not set, or the document's own cannot be
/// shown, as the alert a user sees.
public enum BackgroundFailure: Error, Equatable, Sendable {
    /// A paste of nothing it could use.
    case nothingToPaste(PasteKind)
    case notAnImage(source: String, ImageError)
    case loadFailed(source: String, FetchError)
    case unusableDrop
    /// A paste or a drop whose sender went quiet before the image was all there.
    case didNotArrive(IncomingTransfer.Origin)
    /// The document's background image has a usable header but pixels that
    /// cannot be decoded: it is shown blank, and the document kept as it is.
    case undecodable(ImageError)

    public var title: String {
        switch self {
        case .nothingToPaste(.anything): localized("Paste")
        case .nothingToPaste(.backgroundOnly): localized("Paste Background")
        case .notAnImage, .unusableDrop: localized("Background Not Changed")
        case .loadFailed(let source, _) where source.hasPrefix("http"): localized("Couldn’t Load Image from URL")
        case .loadFailed: localized("Couldn’t Load Image")
        case .undecodable: localized("Background Not Shown")
        case .didNotArrive(.clipboard): localized("The Pasted Image Did Not Arrive")
        case .didNotArrive(.drop): localized("The Dropped Image Did Not Arrive")
        }
    }

    /// An import the user stopped, or another import replaced: nothing to tell.
    public var isCancellation: Bool {
        if case .loadFailed(_, .cancelled) = self { true } else { false }
    }

    /// Whether the alert offers Try Again: a paste can be asked for again,
    /// while a drop is over once it has failed.
    public var offersTryAgain: Bool {
        self == .didNotArrive(.clipboard)
    }

    /// What a toast says of a failure that asks nothing of the user (the
    /// background is simply unchanged, or blank): nil for one that asks
    /// (Try Again), which stays an alert.
    public var toast: String? {
        switch self {
        case .nothingToPaste(.anything): localized("Nothing to paste: copy emojis, an image or its web address first")
        case .nothingToPaste(.backgroundOnly): localized("Nothing to paste: copy an image or its web address first")
        case .notAnImage: localized("Background not changed: not a usable image")
        case .unusableDrop: localized("Background not changed: what was dropped is not an image")
        case .loadFailed(let source, _):
            if let host = URL(string: source)?.host(), source.hasPrefix("http") {
                localized("Couldn’t load the image from {host}", ["host": host])
            } else {
                localized("Couldn’t load the image")
            }
        case .undecodable: localized("The document’s background can’t be shown")
        case .didNotArrive(.drop): localized("The dropped image did not arrive")
        case .didNotArrive(.clipboard): nil
        }
    }

    /// Whether the alert says more than the toast, so the toast offers it
    /// (Details): which file or address, and why.
    public var hasDetails: Bool {
        switch self {
        case .nothingToPaste, .unusableDrop: false
        default: true
        }
    }

    public var message: String {
        switch self {
        case .nothingToPaste(.anything):
            localized("There are no emojis and no image on the clipboard: copy emojis, an image, an image file, or an image’s web address first.")
        case .nothingToPaste(.backgroundOnly):
            localized("There is no image on the clipboard: copy an image, an image file, or an image’s web address first.")
        case .notAnImage(let source, let error):
            localized("{source} is not a usable image. {reason}", ["source": source, "reason": error.message])
        case .loadFailed(let source, let error):
            "\(source)\n\(error.message)"
        case .unusableDrop:
            localized("What was dropped is not an image, an image file, a web address or an emoji.")
        case .undecodable(let error):
            localized("The document’s background cannot be shown, so it is left blank; the document keeps it as it is. {reason}",
                      ["reason": error.message])
        case .didNotArrive(.clipboard):
            localized("The application it was copied from stopped sending it, so the paste was ended. The background is unchanged.")
        case .didNotArrive(.drop):
            localized("The application it was dragged from stopped sending it, so the drop was ended. The background is unchanged.")
        }
    }
}
