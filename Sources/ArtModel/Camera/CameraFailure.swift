/// Why Take Photo did not give a photo, as the alert tells it. Nothing in
/// the document changes.
public enum CameraFailure: Equatable, Sendable, Error {
    /// There was no camera after all, or it could not be opened.
    case noCamera(detail: String?)
    /// Another application has the camera.
    case busy
    /// The camera stopped during the preview (unplugged, most often).
    case unplugged
    /// No picture came within CameraPreview.firstFrameLimit.
    case noPicture
    /// The camera's pictures are in a format that cannot be converted.
    case unsupportedFormat(detail: String)

    /// What a camera error means, given whether pictures had arrived.
    public static func from(_ error: CameraError, picturesSeen: Bool) -> CameraFailure {
        if picturesSeen { return .unplugged }
        let detail = error.message.hasSuffix(".") ? String(error.message.dropLast()) : error.message
        switch error.kind {
        case .busy: return .busy
        case .cannotOpen: return .noCamera(detail: detail)
        case .format: return .unsupportedFormat(detail: detail)
        case .cannotRead: return .unplugged
        case .other:
            // A source whose pictures no element takes stops with a flow
            // error whose debug text says why.
            if ["not-negotiated", "not-linked"].contains(where: error.debug.contains) {
                return .unsupportedFormat(detail: detail)
            }
            if error.message.localizedCaseInsensitiveContains("busy") { return .busy }
            return .noCamera(detail: detail)
        }
    }

    /// The stream ended: a camera does not end by itself.
    public static func ended(picturesSeen: Bool) -> CameraFailure {
        picturesSeen ? .unplugged : .noPicture
    }

    public var title: String {
        switch self {
        case .noCamera: localized("No Camera Found")
        case .busy: localized("The Camera Is in Use")
        case .unplugged: localized("The Camera Stopped")
        case .noPicture: localized("The Camera Sent No Picture")
        case .unsupportedFormat: localized("The Camera’s Pictures Cannot Be Shown")
        }
    }

    public var message: String {
        switch self {
        case .noCamera(let detail?):
            localized("The camera could not be opened: {detail}. Check that it is connected, then try again.", ["detail": detail])
        case .noCamera(nil):
            localized("No camera is connected. Connect one, then try again.")
        case .busy:
            localized("Another application is using the camera. Close it, then try again.")
        case .unplugged:
            localized("The camera stopped sending pictures. Check that it is still connected, then try again.")
        case .noPicture:
            localized("The camera was opened but sent no picture within 5 seconds. Try again, or try another camera.")
        case .unsupportedFormat(let detail):
            localized("The camera sends pictures in a format this app cannot convert ({detail}).", ["detail": detail])
        }
    }
}
