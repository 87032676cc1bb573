import Testing
@testable import ArtModel

@Suite @MainActor struct CameraListTests {
    private let webcam = CameraDevice(id: "v1", name: "Webcam", source: .v4l2)
    private let usb = CameraDevice(id: "v2", name: "USB Camera", source: .v4l2)
    private let pipeWireWebcam = CameraDevice(id: "p1", name: "Webcam", source: .pipeWire)

    @Test func takePhotoIsOfferedOnlyWhileACameraIsThere() {
        let list = CameraList()
        #expect(!list.isAvailable && list.preferred == nil)
        list.add(webcam)
        #expect(list.isAvailable && list.preferred == webcam && !list.offersChoice)
        list.remove(id: "v1")
        #expect(!list.isAvailable)
    }

    @Test func theLastCameraUsedIsPreferredWhileItIsThere() {
        let list = CameraList([webcam, usb])
        #expect(list.preferred == webcam && list.offersChoice)
        list.lastUsedID = "v2"
        #expect(list.preferred == usb)
        list.remove(id: "v2")
        #expect(list.preferred == webcam)
    }

    @Test func pipeWireCamerasHideTheV4L2DevicesTheyHold() {
        let list = CameraList([webcam, pipeWireWebcam])
        #expect(list.cameras == [pipeWireWebcam] && !list.offersChoice)
        list.remove(id: "p1")
        #expect(list.cameras == [webcam])
    }

    @Test func aCameraReportedTwiceIsListedOnce() {
        let list = CameraList([webcam, webcam])
        #expect(list.cameras == [webcam])
    }
}

@Suite struct CameraFailureTests {
    @Test func eachErrorGetsItsOwnAlert() {
        func failure(_ kind: CameraError.Kind, debug: String = "", seen: Bool = false) -> CameraFailure {
            CameraFailure.from(CameraError(kind: kind, message: "Something went wrong.", debug: debug), picturesSeen: seen)
        }
        #expect(failure(.busy) == .busy)
        #expect(failure(.cannotOpen) == .noCamera(detail: "Something went wrong"))
        #expect(failure(.format) == .unsupportedFormat(detail: "Something went wrong"))
        #expect(failure(.other, debug: "streaming stopped, reason not-negotiated (-4)") == .unsupportedFormat(detail: "Something went wrong"))
        #expect(failure(.other, debug: "streaming stopped, reason not-linked (-1)") == .unsupportedFormat(detail: "Something went wrong"))
        #expect(CameraFailure.from(CameraError(kind: .other, message: "Device is busy"), picturesSeen: false) == .busy)
        // Once pictures came, any error means the camera went away.
        #expect(failure(.busy, seen: true) == .unplugged && failure(.format, seen: true) == .unplugged)
        #expect(CameraFailure.ended(picturesSeen: true) == .unplugged && CameraFailure.ended(picturesSeen: false) == .noPicture)
    }

    /// GStreamer's error domains and codes (gst/gsterror.h's numbers; the
    /// shell's tests check them against GStreamer's own).
    @Test func gstreamersErrorsAreNamed() {
        func kind(_ domain: CameraError.Domain, _ code: Int) -> CameraError.Kind {
            CameraError(domain: domain, code: code, message: "").kind
        }
        #expect(kind(.resource, 4) == .busy)
        #expect([3, 5, 7, 15].allSatisfy { kind(.resource, $0) == .cannotOpen })
        #expect(kind(.resource, 9) == .cannotRead && kind(.resource, 99) == .cannotRead)
        #expect([7, 10, 12].allSatisfy { kind(.core, $0) == .format } && kind(.core, 1) == .other)
        #expect([4, 5, 6, 7, 11].allSatisfy { kind(.stream, $0) == .format } && kind(.stream, 9) == .other)
        #expect(kind(.other, 4) == .other)
    }

    @Test func aDeviceIsKnownByItsAPI() {
        #expect(CameraDevice.Source(deviceAPI: "pipewire") == .pipeWire)
        #expect(CameraDevice.Source(deviceAPI: "v4l2") == .v4l2)
        #expect(CameraDevice.Source(deviceAPI: "libcamera") == .other && CameraDevice.Source(deviceAPI: nil) == .other)
    }

    @Test func everyFailureHasItsOwnTitle() {
        let all: [CameraFailure] = [.noCamera(detail: nil), .busy, .unplugged, .noPicture, .unsupportedFormat(detail: "x")]
        #expect(Set(all.map(\.title)).count == all.count)
        #expect(all.allSatisfy { !$0.message.isEmpty })
    }
}

@Suite struct CameraPreviewTests {
    @Test func aPhotoCanBeTakenOnceAPictureIsShownAndIsUsedAfterAMoment() {
        var preview = CameraPreview(openedAt: 10)
        let tooEarly = preview.takePhoto(at: 10.5)
        #expect(!preview.canTakePhoto && !tooEarly)
        let first = preview.pictureArrived()
        #expect(first == .show && preview.canTakePhoto)
        let taken = preview.takePhoto(at: 11)
        // Frozen: new pictures are not shown, no second photo, and the
        // camera stopping no longer matters.
        let later = preview.pictureArrived()
        let again = preview.takePhoto(at: 11.1)
        let stopping = preview.stopped(nil)
        #expect(taken && later == .none && !again && stopping == .none)
        let midway = preview.tick(at: 11 + CameraPreview.freezeDuration / 2)
        let done = preview.tick(at: 11 + CameraPreview.freezeDuration)
        let after = preview.tick(at: 20)
        #expect(midway == .none && done == .usePhoto && after == .none && preview.phase == .finished)
    }

    @Test func noPictureWithinFiveSecondsGivesUp() {
        var preview = CameraPreview(openedAt: 10)
        let waiting = preview.tick(at: 14.9)
        let givenUp = preview.tick(at: 15)
        #expect(waiting == .none && givenUp == .fail(.noPicture))
        var showing = CameraPreview(openedAt: 10)
        _ = showing.pictureArrived()
        let showingLong = showing.tick(at: 100)
        #expect(showingLong == .none)
    }

    @Test func aCameraThatStopsIsToldDifferentlyBeforeAndAfterItsFirstPicture() {
        var early = CameraPreview(openedAt: 0)
        let busy = early.stopped(CameraError(kind: .busy, message: "busy"))
        var late = CameraPreview(openedAt: 0)
        _ = late.pictureArrived()
        let gone = late.stopped(CameraError(kind: .cannotRead, message: "gone"))
        var ended = CameraPreview(openedAt: 0)
        _ = ended.pictureArrived()
        let endedStep = ended.stopped(nil)
        #expect(busy == .fail(.busy) && gone == .fail(.unplugged) && endedStep == .fail(.unplugged))
    }

    @Test func aCancelledPreviewDoesNothingMore() {
        var preview = CameraPreview(openedAt: 0)
        preview.cancel()
        let steps = [preview.pictureArrived(), preview.tick(at: 100), preview.stopped(nil)]
        #expect(steps == [.none, .none, .none])
    }
}
