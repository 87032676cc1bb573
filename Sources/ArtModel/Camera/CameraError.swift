/// What GStreamer said went wrong with a camera, in the model's words: the
/// shell names the kind from GStreamer's error domain and code.
public struct CameraError: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// GST_RESOURCE_ERROR_BUSY.
        case busy
        /// GST_RESOURCE_ERROR_NOT_FOUND, OPEN_READ, OPEN_READ_WRITE, NOT_AUTHORIZED.
        case cannotOpen
        /// GST_RESOURCE_ERROR_READ, and other resource errors.
        case cannotRead
        /// Negotiation, caps, format or codec errors, and missing plugins.
        case format
        /// Anything else; a stream's flow error among them.
        case other
    }

    public let kind: Kind
    /// GStreamer's message, for the alert.
    public let message: String
    /// GStreamer's debug text, which tells why a stream stopped.
    public let debug: String

    public init(kind: Kind, message: String, debug: String = "") {
        self.kind = kind
        self.message = message
        self.debug = debug
    }
}
