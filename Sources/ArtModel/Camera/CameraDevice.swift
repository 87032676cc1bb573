/// A camera the app can take a photo with.
public struct CameraDevice: Hashable, Sendable, Identifiable {
    /// Where GStreamer found it.
    public enum Source: Hashable, Sendable {
        case pipeWire
        case v4l2
        /// EMOJIART_CAMERA_PIPELINE's stand-in for a device, for tests.
        case testPipeline
        case other

        /// A device by its "device.api" property, as GStreamer's device monitor gives it.
        public init(deviceAPI: String?) {
            self = switch deviceAPI {
            case "pipewire": .pipeWire
            case "v4l2": .v4l2
            default: .other
            }
        }
    }

    /// Unique while the app runs.
    public let id: String
    /// As the system names it ("Integrated Camera").
    public let name: String
    public let source: Source

    public init(id: String, name: String, source: Source) {
        self.id = id
        self.name = name
        self.source = source
    }
}
