import Observation

/// The cameras there are now, as GStreamer's device monitor reports them
/// being plugged in and out, and which to open. Take Photo is offered only
/// while the list is not empty (the original's `Camera.isAvailable`).
@MainActor
@Observable
public final class CameraList {
    /// Every camera reported, in the order they appeared.
    public private(set) var reported: [CameraDevice] = []
    /// The camera last opened, preferred the next time while it is there.
    public var lastUsedID: String?

    public init(_ devices: [CameraDevice] = []) {
        devices.forEach(add)
    }

    /// The cameras offered. Where PipeWire provides cameras it is the way
    /// to reach them: the same cameras appear again as V4L2 devices, and
    /// opening one of those directly fails while PipeWire holds it.
    public var cameras: [CameraDevice] {
        let pipeWire = reported.filter { $0.source == .pipeWire }
        return pipeWire.isEmpty ? reported : pipeWire + reported.filter { $0.source != .pipeWire && $0.source != .v4l2 }
    }

    public var isAvailable: Bool { !cameras.isEmpty }

    /// The camera the dialog opens first: the last one used while it is
    /// there, otherwise the first offered.
    public var preferred: CameraDevice? {
        cameras.first { $0.id == lastUsedID } ?? cameras.first
    }

    /// Whether the dialog shows a camera picker.
    public var offersChoice: Bool { cameras.count > 1 }

    public func add(_ device: CameraDevice) {
        guard !reported.contains(where: { $0.id == device.id }) else { return }
        reported.append(device)
    }

    public func remove(id: String) {
        reported.removeAll { $0.id == id }
    }
}
