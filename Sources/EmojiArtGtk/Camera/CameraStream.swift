import ArtModel
import CGStreamer
import CGtk
import Foundation

/// One camera's pictures: the camera's source element, then whatever turns
/// its pictures into RGBA (a decoder for cameras that send JPEG), into an
/// app sink that keeps only the newest. The dialog takes pictures and
/// errors from it on its own clock without waiting (`newestFrame`,
/// `stopReason`); starting and stopping, which open and close the device,
/// happen off the main thread. Stopped when closed or when it goes.
@MainActor
final class CameraStream {
    private let pipeline: Pipeline
    private var closed = false
    private var sink: UnsafeMutablePointer<GstElement> { pipeline.sink.cast() }
    private var bus: UnsafeMutablePointer<GstBus> { pipeline.bus.cast() }

    /// The owned pipeline, its sink and its bus, handed to the thread that
    /// changes its state: it is stopped, and let go, there. Unchecked:
    /// `running` is used on `states` only.
    private final class Pipeline: @unchecked Sendable {
        let element: ObjectReference
        let sink: ObjectReference
        let bus: ObjectReference

        init(_ element: ObjectReference, sink: ObjectReference, bus: ObjectReference) {
            self.element = element
            self.sink = sink
            self.bus = bus
        }

        /// Used on `states` only.
        private var running = false

        func play() {
            gst_element_set_state(element.cast(), GST_STATE_PLAYING)
            guard !running else { return }
            running = true
            Pipeline.changeRunning(by: 1)
        }

        func stop() {
            gst_element_set_state(element.cast(), GST_STATE_NULL)
            guard running else { return }
            running = false
            Pipeline.changeRunning(by: -1)
        }

        /// Cameras running, used on `states` only, and told to the probes
        /// (the tests check that every way of closing lets the camera go).
        /// Unsafe: changed on `states` only, one job at a time.
        nonisolated(unsafe) private static var runningCount = 0

        private static func changeRunning(by change: Int) {
            runningCount += change
            let count = runningCount
            Task { @MainActor in Probes.report(.camerasRunning(count: count)) }
        }

        deinit { stop() }
    }

    /// From the source's pictures to the sink. `decodebin` passes raw video
    /// through and decodes JPEG; `videoflip` turns the pictures upright where
    /// the source says how it is turned (an image-orientation tag, as a
    /// phone's or a rotated camera's stream carries); the sink keeps one
    /// picture, the newest.
    private static let tail = "decodebin ! videoconvert ! videoflip video-direction=auto ! videoscale "
        + "! video/x-raw,format=RGBA,pixel-aspect-ratio=1/1 ! appsink name=pictures max-buffers=1 drop=true"

    /// The stream, or why it cannot be made.
    static func open(_ source: CameraSource) -> Result<CameraStream, CameraError> {
        var error: UnsafeMutablePointer<GError>?
        let element: ObjectReference?
        switch source {
        case .device(let device):
            guard let made = gst_device_create_element(device.cast(), nil) else {
                return .failure(CameraError(kind: .cannotOpen, message: localized("the camera could not be opened")))
            }
            element = Self.pipeline(from: ObjectReference(sinking: made), error: &error)
        case .description(let description):
            element = gst_parse_launch("\(description) ! \(tail)", &error).map { ObjectReference(sinking: $0) }
        }
        defer { g_clear_error(&error) }
        // A description GStreamer could only partly make (an unknown element or property) is refused too.
        guard let element, error == nil else {
            return .failure(CameraError(kind: .cannotOpen, message: error.map { String(cString: $0.pointee.message) }
                                        ?? localized("the camera could not be opened")))
        }
        guard let sink = gst_bin_get_by_name(element.cast(), "pictures"),
              let bus = gst_element_get_bus(element.cast()) else {
            return .failure(CameraError(kind: .other, message: localized("the camera could not be opened")))
        }
        return .success(CameraStream(Pipeline(element, sink: ObjectReference(taking: sink), bus: ObjectReference(taking: bus))))
    }

    /// A pipeline of a device's own source element and the tail.
    private static func pipeline(from source: ObjectReference, error: inout UnsafeMutablePointer<GError>?) -> ObjectReference? {
        guard let tail = gst_parse_bin_from_description(tail, 1, &error) else { return nil }
        let pipeline = ObjectReference(sinking: gst_pipeline_new("camera"))
        // The bin takes both over (their floating references are gone: it adds one of its own).
        gst_bin_add(pipeline.cast(), source.cast())
        gst_bin_add(pipeline.cast(), tail)
        guard gst_element_link(source.cast(), tail) != 0 else { return nil }
        return pipeline
    }

    /// Where pipelines start and stop, in the order asked: opening and
    /// closing a device can take a moment.
    private nonisolated static let states = DispatchQueue(label: "emojiart camera")

    private init(_ pipeline: Pipeline) {
        self.pipeline = pipeline
        CameraStream.states.async { pipeline.play() }
    }

    deinit {
        // The last reference goes on another thread, where stopping may wait.
        let pipeline = pipeline
        CameraStream.states.async { pipeline.stop() }
    }

    /// Stops the camera now (its light goes off).
    func close() {
        guard !closed else { return }
        closed = true
        let pipeline = pipeline
        CameraStream.states.async { pipeline.stop() }
    }

    /// The newest picture since the last call, if one came.
    func newestFrame() -> CameraFrame? {
        guard !closed, let sample = gst_app_sink_try_pull_sample(sink.cast(), 0) else { return nil }
        return CameraFrame(taking: sample)
    }

    /// Why the stream stopped, if it did: an error, or the end of the
    /// stream (`.some(nil)`).
    func stopReason() -> CameraError?? {
        let types = GstMessageType(rawValue: GST_MESSAGE_ERROR.rawValue | GST_MESSAGE_EOS.rawValue)
        guard !closed, let message = gst_bus_pop_filtered(bus, types) else { return nil }
        defer { gst_message_unref(message) }
        guard emojiart_message_type(message) == GST_MESSAGE_ERROR else { return .some(nil) }
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<gchar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            g_clear_error(&error)
            g_free(debug)
        }
        guard let error else { return .some(CameraError(kind: .other, message: "")) }
        return .some(CameraError(domain: Self.domain(of: error.pointee), code: Int(error.pointee.code),
                                 message: String(cString: error.pointee.message), debug: debug.map { String(cString: $0) } ?? ""))
    }

    /// GStreamer's error domain, by its quark.
    private static func domain(of error: GError) -> CameraError.Domain {
        switch error.domain {
        case gst_resource_error_quark(): .resource
        case gst_core_error_quark(): .core
        case gst_stream_error_quark(): .stream
        default: .other
        }
    }
}

/// Where a camera's pictures come from.
enum CameraSource {
    /// A device GStreamer's monitor found.
    case device(ObjectReference)
    /// EMOJIART_CAMERA_PIPELINE's launch description.
    case description(String)
}

