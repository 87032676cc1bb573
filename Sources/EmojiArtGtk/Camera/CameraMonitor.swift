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
    let cameras = CameraList()
    /// The devices behind `cameras`, by id.
    private var devices: [String: ObjectReference] = [:]
    private var testPipeline: String?
    private var monitor: ObjectReference?

    /// The device monitor once started, with the devices there already.
    private struct Started: Sendable {
        let monitor: ObjectReference?
        let devices: [ObjectReference]
    }

    func start() {
        let description = TestSeams.cameraPipeline
        Task { [weak self] in
            let started = await Task.detached { Self.startGStreamer(watchingDevices: description == nil) }.value
            guard let self else { return }
            if let description {
                testPipeline = description
                cameras.add(CameraDevice(id: "test-pipeline", name: localized("Test Camera"), source: .testPipeline))
            }
            if let started = started.monitor {
                monitor = started
                watchDevices(of: started)
            }
            for device in started.devices { added(device) }
            Probes.report(.camerasChanged(count: cameras.cameras.count))
        }
    }

    /// Where `camera`'s pictures come from, while it is there.
    func source(for camera: CameraDevice) -> CameraSource? {
        if camera.source == .testPipeline { return testPipeline.map(CameraSource.description) }
        return devices[camera.id].map { .device($0) }
    }

    private nonisolated static func startGStreamer(watchingDevices: Bool) -> Started {
        guard gst_init_check(nil, nil, nil) != 0 else { return Started(monitor: nil, devices: []) }
        guard watchingDevices, let made = gst_device_monitor_new() else { return Started(monitor: nil, devices: []) }
        let monitor = ObjectReference(sinking: made)
        gst_device_monitor_add_filter(monitor.cast(), "Video/Source", nil)
        guard gst_device_monitor_start(monitor.cast()) != 0 else { return Started(monitor: nil, devices: []) }
        // The list holds a reference to each device, each taken over here.
        var devices: [ObjectReference] = []
        var list = gst_device_monitor_get_devices(monitor.cast())
        let head = list
        while let node = list {
            node.pointee.data.map { devices.append(ObjectReference(taking: $0.assumingMemoryBound(to: GstDevice.self))) }
            list = node.pointee.next
        }
        g_list_free(head)
        return Started(monitor: monitor, devices: devices)
    }

    /// Device messages arrive on the monitor's bus, read on the main loop.
    private func watchDevices(of monitor: ObjectReference) {
        guard let made = gst_device_monitor_get_bus(monitor.cast()) else { return }
        let bus = ObjectReference(taking: made)
        // The watch holds the monitor, and lets go of it when the bus goes.
        gst_bus_add_watch_full(bus.cast(), G_PRIORITY_DEFAULT, { _, message, data in
            // The bus watch runs on the main loop: its pointers are carried into assumeIsolated.
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
            device.map { added(ObjectReference(taking: $0)) }
        case GST_MESSAGE_DEVICE_REMOVED:
            gst_message_parse_device_removed(message, &device)
            guard let device else { return }
            let removed = ObjectReference(taking: device)
            let id = Self.id(of: removed)
            cameras.remove(id: id)
            devices[id] = nil
        default:
            return
        }
        Probes.report(.camerasChanged(count: cameras.cameras.count))
    }

    private func added(_ device: ObjectReference) {
        let id = Self.id(of: device)
        guard devices[id] == nil else { return }
        devices[id] = device
        let name = String(takingGString: gst_device_get_display_name(device.cast())) ?? localized("Camera")
        var api: String?
        if let properties = gst_device_get_properties(device.cast()) {
            api = gst_structure_get_string(properties, "device.api").map { String(cString: $0) }
            gst_structure_free(properties)
        }
        cameras.add(CameraDevice(id: id, name: name, source: CameraDevice.Source(deviceAPI: api)))
    }

    /// A device is the same object from being added until it is removed.
    private static func id(of device: ObjectReference) -> String {
        String(UInt(bitPattern: device.raw))
    }
}
