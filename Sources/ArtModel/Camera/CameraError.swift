/// What GStreamer said went wrong with a camera, in the model's words: the
/// kind is named from GStreamer's error domain and code (`init(domain:code:...)`).
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

    /// GStreamer's error domains that name a kind.
    public enum Domain: Sendable {
        case core, resource, stream, other
    }

    /// An error GStreamer reported in `domain` with `code`.
    public init(domain: Domain, code: Int, message: String, debug: String = "") {
        self.init(kind: Self.kind(domain: domain, code: code), message: message, debug: debug)
    }

    /// GStreamer's codes (gst/gsterror.h, numbered from 1 and stable).
    private enum ResourceCode: Int {
        case failed = 1, tooLazy, notFound, busy, openRead, openWrite, openReadWrite, close, read, write, seek, sync,
             settings, noSpaceLeft, notAuthorized
    }

    private enum CoreCode: Int {
        case failed = 1, tooLazy, notImplemented, stateChange, pad, thread, negotiation, event, seek, caps, tag,
             missingPlugin, clock, disabled
    }

    private enum StreamCode: Int {
        case failed = 1, tooLazy, notImplemented, typeNotFound, wrongType, codecNotFound, decode, encode, demux, mux,
             format, decrypt, decryptNoKey
    }

    private static func kind(domain: Domain, code: Int) -> Kind {
        switch domain {
        case .resource:
            switch ResourceCode(rawValue: code) {
            case .busy: .busy
            case .notFound, .openRead, .openReadWrite, .notAuthorized: .cannotOpen
            default: .cannotRead
            }
        case .core:
            switch CoreCode(rawValue: code) {
            case .negotiation, .caps, .missingPlugin: .format
            default: .other
            }
        case .stream:
            switch StreamCode(rawValue: code) {
            case .format, .wrongType, .codecNotFound, .typeNotFound, .decode: .format
            default: .other
            }
        case .other:
            .other
        }
    }
}
