import ArtModel
import CGStreamer
import CGtk
import Foundation

/// The application's cameras: GStreamer's device monitor watching for
/// video sources (V4L2 devices, and PipeWire's cameras where PipeWire runs)
/// as they are plugged in and out, kept in a CameraList the windows
/// follow. GStreamer starts on another thread: its first start on a machine
/// reads every plugin, which can take seconds. With EMOJIART_CAMERA_PIPELINE
/// set, that launch description is the one camera, and no device is looked for.
@MainActor
final class CameraMonitor {
    static let pipelineVariable = "EMOJIART_CAMERA_PIPELINE"
    let cameras = CameraList()
    /// The devices behind `cameras`, by id.
    private var devices: [String: ObjectReference] = [:]
    private var testPipeline: String?
    private var monitor: ObjectReference?

    /// The device monitor once started, with the devices there already.
    private struct Started: @unchecked Sendable {
        let monitor: OpaquePointer?
        let devices: [OpaquePointer]
    }

    func start() {
        let description = ProcessInfo.processInfo.environment[Self.pipelineVariable].flatMap { $0.isEmpty ? nil : $0 }
        Task { [weak self] in
            let started = await Task.detached { Self.startGStreamer(watchingDevices: description == nil) }.value
            guard let self else { return }
            if let description {
                testPipeline = description
                cameras.add(CameraDevice(id: "test-pipeline", name: localized("Test Camera"), source: .testPipeline))
            }
            if let pointer = started.monitor {
                monitor = ObjectReference(taking: pointer)
                watchDevices(of: pointer)
            }
            for device in started.devices { added(device) }
            Probes.report(.camerasChanged(count: cameras.cameras.count))
        }
    }

    /// Where `camera`'s pictures come from, while it is there.
    func source(for camera: CameraDevice) -> CameraSource? {
        if camera.source == .testPipeline { return testPipeline.map(CameraSource.description) }
        return devices[camera.id].map { .device($0.opaque) }
    }

    private nonisolated static func startGStreamer(watchingDevices: Bool) -> Started {
        guard gst_init_check(nil, nil, nil) != 0 else { return Started(monitor: nil, devices: []) }
        guard watchingDevices, let monitor = gst_device_monitor_new() else { return Started(monitor: nil, devices: []) }
        gst_device_monitor_add_filter(monitor, "Video/Source", nil)
        guard gst_device_monitor_start(monitor) != 0 else {
            gst_object_unref(monitor.raw)
            return Started(monitor: nil, devices: [])
        }
        var devices: [OpaquePointer] = []
        var list = gst_device_monitor_get_devices(monitor)
        let head = list
        while let node = list {
            node.pointee.data.map { devices.append(OpaquePointer($0)) }
            list = node.pointee.next
        }
        g_list_free(head)
        return Started(monitor: OpaquePointer(monitor), devices: devices)
    }

    /// Device messages arrive on the monitor's bus, read on the main loop.
    private func watchDevices(of monitor: OpaquePointer) {
        guard let bus = gst_device_monitor_get_bus(UnsafeMutablePointer(monitor)) else { return }
        defer { gst_object_unref(bus.raw) }
        // The watch holds the monitor, and lets go of it when the bus goes.
        gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, { _, message, data in
            nonisolated(unsafe) let (message, data) = (message, data)
            return MainActor.assumeIsolated {
                guard let message, let data else { return 1 }
                Unmanaged<CameraMonitor>.fromOpaque(data).takeUnretainedValue().handle(message)
                return 1
            }
        }, Unmanaged.passRetained(self).toOpaque(), { data in
            data.map { Unmanaged<CameraMonitor>.fromOpaque($0).release() }
        })
    }

    private func handle(_ message: UnsafeMutablePointer<GstMessage>) {
        var device: UnsafeMutablePointer<GstDevice>?
        switch emojiart_message_type(message) {
        case GST_MESSAGE_DEVICE_ADDED:
            gst_message_parse_device_added(message, &device)
            device.map { added(OpaquePointer($0)) }
        case GST_MESSAGE_DEVICE_REMOVED:
            gst_message_parse_device_removed(message, &device)
            guard let device else { return }
            let id = Self.id(of: OpaquePointer(device))
            cameras.remove(id: id)
            devices[id] = nil
            gst_object_unref(device.raw)
        default:
            return
        }
        Probes.report(.camerasChanged(count: cameras.cameras.count))
    }

    /// Takes over the reference to `device`.
    private func added(_ device: OpaquePointer) {
        let reference = ObjectReference(taking: device)
        let id = Self.id(of: device)
        guard devices[id] == nil else { return }
        devices[id] = reference
        let namePointer = gst_device_get_display_name(device.cast())
        let name = namePointer.map { String(cString: $0) } ?? localized("Camera")
        g_free(namePointer)
        var api: String?
        if let properties = gst_device_get_properties(device.cast()) {
            api = gst_structure_get_string(properties, "device.api").map { String(cString: $0) }
            gst_structure_free(properties)
        }
        cameras.add(CameraDevice(id: id, name: name, source: CameraDevice.Source(deviceAPI: api)))
    }

    /// A device is the same object from being added until it is removed.
    private static func id(of device: OpaquePointer) -> String {
        String(UInt(bitPattern: UnsafeRawPointer(device)))
    }
}
