import ArtModel
import CGtk
import Foundation

/// Take Photo: the camera's live preview over the document window, a large
/// Take Photo button (the default: Enter or Space), Cancel and Escape, and
/// a camera picker when there are several. CameraPreview decides what each
/// moment means; the dialog reads the camera on its frame clock, so the
/// main thread never waits for it. The camera is let go the moment the
/// dialog goes, whichever way it goes.
@MainActor
final class CameraDialog {
    private let dialog: DialogWindow
    private let parent: UnsafeMutablePointer<GtkWindow>
    private let monitor: CameraMonitor
    private let usePhoto: @MainActor (RGBAImage) -> Void
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let takeButton: UnsafeMutablePointer<GtkWidget>
    private var camera: CameraDevice?
    private var stream: CameraStream?
    private var preview = CameraPreview(openedAt: 0)
    private var shownFrame: CameraFrame?

    /// Opens the dialog on the preferred camera; `usePhoto` gets the photo taken.
    static func open(_ monitor: CameraMonitor, over parent: UnsafeMutablePointer<GtkWindow>,
                     usePhoto: @escaping @MainActor (RGBAImage) -> Void) {
        guard let camera = monitor.cameras.preferred else {
            let failure = CameraFailure.noCamera(detail: nil)
            Alert.show(title: failure.title, message: failure.message, over: parent)
            return
        }
        let dialog = CameraDialog(monitor, over: parent, usePhoto: usePhoto)
        dialog.dialog.present(over: parent.widget)
        // A camera that cannot be opened at all closes the dialog at once, with its alert.
        dialog.show(camera)
    }

    private init(_ monitor: CameraMonitor, over parent: UnsafeMutablePointer<GtkWindow>,
                 usePhoto: @escaping @MainActor (RGBAImage) -> Void) {
        self.monitor = monitor
        self.parent = parent
        self.usePhoto = usePhoto
        let layout = Layout("camera.ui")
        dialog = DialogWindow(title: localized("Take Photo"), width: 720, height: 620, content: layout.widget("content"),
                              dismiss: (localized("_Cancel"), localized("Cancel (Escape)")))
        picture = layout.widget("picture")
        status = layout.widget("status")
        takeButton = layout.widget("take")
        dialog.setDefaultWidget(takeButton)
        if monitor.cameras.offersChoice { dialog.packEnd(cameraPicker()) }

        GObjectAttachment.attach(self, to: dialog.widget)
        Signal.connect(takeButton, .clicked) { [unowned self] in takePhoto() }
        // Whichever way the dialog goes, the camera goes with it.
        Signal.connect(dialog.widget, .destroy) { [unowned self] in
            preview.cancel()
            stream?.close()
            stream = nil
        }
        FrameTicker.run(on: picture) { [self] time in tick(at: time) }
    }

    private static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Starts `camera`'s preview, in place of any other camera's.
    private func show(_ camera: CameraDevice) {
        stream?.close()
        stream = nil
        shownFrame = nil
        gtk_picture_set_paintable(picture.cast(), nil)
        gtk_widget_set_visible(status, 1)
        gtk_widget_set_sensitive(takeButton, 0)
        self.camera = camera
        monitor.cameras.lastUsedID = camera.id
        preview = CameraPreview(openedAt: Self.now())
        guard let source = monitor.source(for: camera) else {
            fail(.noCamera(detail: nil))
            return
        }
        switch CameraStream.open(source) {
        case .success(let opened): stream = opened
        case .failure(let error): fail(CameraFailure.from(error, picturesSeen: false))
        }
    }

    /// One turn of the dialog's frame clock. Returns whether to go on.
    private func tick(at time: Double) -> Bool {
        guard let stream else { return preview.phase != .finished }
        if let reason = stream.stopReason() {
            return perform(preview.stopped(reason))
        }
        if let newest = stream.newestFrame(), preview.pictureArrived() == .show {
            shownFrame = newest
            if let texture = newest.texture() {
                gtk_picture_set_paintable(picture.cast(), texture.pointer)
                Probes.report(.cameraPictureShown(widget: picture))
            }
            if gtk_widget_get_sensitive(takeButton) == 0 {
                gtk_widget_set_visible(status, 0)
                gtk_widget_set_sensitive(takeButton, 1)
                gtk_widget_grab_focus(takeButton)
                Probes.report(.cameraReady)
            }
        }
        return perform(preview.tick(at: Self.now()))
    }

    /// Returns whether the dialog goes on.
    @discardableResult
    private func perform(_ step: CameraPreview.Step) -> Bool {
        switch step {
        case .none, .show:
            return true
        case .usePhoto:
            let photo = shownFrame?.image()
            close()
            photo.map(usePhoto)
            return false
        case .fail(let failure):
            fail(failure)
            return false
        }
    }

    private func takePhoto() {
        guard preview.takePhoto(at: Self.now()) else { return }
        // The picture taken stays on screen, still, for a moment.
        gtk_widget_set_sensitive(takeButton, 0)
        stream?.close()
    }

    private func fail(_ failure: CameraFailure) {
        preview.cancel()
        close()
        Alert.show(title: failure.title, message: failure.message, over: parent)
    }

    private func close() {
        stream?.close()
        stream = nil
        dialog.close()
    }

    /// A drop-down of the cameras there are, on the one shown.
    private func cameraPicker() -> UnsafeMutablePointer<GtkWidget> {
        let cameras = monitor.cameras.cameras
        let picker = CStringArray.with(cameras.map(\.name)) { gtk_drop_down_new_from_strings($0)! }
        Accessibility.setLabel(picker, localized("Camera"))
        if let index = cameras.firstIndex(where: { $0.id == monitor.cameras.preferred?.id }) {
            gtk_drop_down_set_selected(picker.cast(), guint(index))
        }
        Signal.connect(picker, .notifySelected) { [unowned self] in
            let index = Int(gtk_drop_down_get_selected(picker.cast()))
            guard cameras.indices.contains(index), cameras[index] != camera else { return }
            show(cameras[index])
        }
        return picker
    }
}
