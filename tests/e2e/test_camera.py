"""Take Photo, without a camera: these machines have none, so the app's one
test seam, EMOJIART_CAMERA_PIPELINE, makes a GStreamer test source the one
camera there is. Everything after the camera's source element (decoding,
conversion, the preview, the photo, letting the camera go) is the same
code a webcam goes through."""

import base64

import pytest

from screenshot import near
from documents import SavedDocument, jpeg_pixel, jpeg_size, write_document

RED_CAMERA = "videotestsrc pattern=solid-color foreground-color=0xffff0000 ! video/x-raw,width=640,height=480"
MOVING_CAMERA = "videotestsrc pattern=ball ! video/x-raw,width=640,height=480"
# Thirty pictures, a second's worth, and then the stream ends, as a camera
# that is unplugged stops sending.
STOPPING_CAMERA = "videotestsrc num-buffers=30 ! video/x-raw,width=640,height=480"
RED = (255, 0, 0)


def open_document(desktop, launch, tmp_path, camera):
    path = write_document(tmp_path / "photo.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 40, "id": 1}])
    environment = {"EMOJIART_CAMERA_PIPELINE": camera} if camera else {"EMOJIART_CAMERA_PIPELINE": ""}
    app = launch(path, environment=environment)
    window = desktop.find_painted_window("photo")
    desktop.wait_until(lambda: app.reports("cameras: "), "the app to look for cameras")
    desktop.activate(window)
    return app, SavedDocument(desktop, window, path, app)


def preview_point(desktop, dialog):
    left, top, width, height = desktop.window_geometry(dialog)
    return left + width // 2, top + height // 2 - 30


def open_camera(desktop, app, document):
    """Ctrl+Shift+P, then the dialog once its preview shows a picture."""
    since = len(app.reports())
    desktop.key(document.window, "ctrl+shift+p")
    dialog = desktop.find_window("Take Photo")  # its preview may be mostly black
    app.wait_handled("camera ready", since)
    return dialog


def wait_camera_let_go(desktop, app):
    desktop.wait_until(lambda: app.reports("cameras running: ")[-1:] == ["0"], "the camera to be let go")
    desktop.wait_until(lambda: not desktop.window_exists("Take Photo"), "the dialog to close")


def test_a_photo_taken_becomes_the_background(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, RED_CAMERA)
    assert app.reports("cameras: ") == ["1"]
    dialog = open_camera(desktop, app, document)
    point = preview_point(desktop, dialog)
    desktop.wait_until(lambda: near(RED)(desktop.screenshot().pixel(*point)), "the preview to show the camera's picture")
    desktop.settled_screenshot("camera-dialog")
    desktop.key(dialog, "Return")
    wait_camera_let_go(desktop, app)
    left, top, width, height = desktop.window_geometry(document.window)
    beside_bee = (left + width // 2 - 120, top + height // 2)
    desktop.wait_until(lambda: near(RED)(desktop.screenshot().pixel(*beside_bee)), "the photo to show as the background")
    desktop.screenshot("camera-photo-background")
    photo = base64.b64decode(document.save_document()["background"]["imageData"])
    assert jpeg_size(photo) == (640, 480)
    assert near(RED)(jpeg_pixel(photo, 320, 240)) and near(RED)(jpeg_pixel(photo, 5, 5))
    # One undo step takes it away again.
    desktop.key(document.window, "ctrl+z")
    assert document.save_document()["background"] == {}


def test_a_camera_that_says_it_is_turned_gives_an_upright_photo(desktop, launch, tmp_path):
    """A phone's camera, or a webcam mounted on its side, tags its stream
    with how it is turned (image-orientation): the photo is turned upright,
    640 × 480 pictures becoming a 480 × 640 photo, red on top."""
    turned = ("videotestsrc pattern=solid-color foreground-color=0xffff0000 ! video/x-raw,width=640,height=480 "
              "! videobox right=320 ! videobox right=-320 fill=blue "
              '! taginject tags="image-orientation=rotate-90"')
    app, document = open_document(desktop, launch, tmp_path, turned)
    dialog = open_camera(desktop, app, document)
    desktop.settled_screenshot("camera-turned-dialog")
    desktop.key(dialog, "Return")
    wait_camera_let_go(desktop, app)
    photo = base64.b64decode(document.save_document()["background"]["imageData"])
    assert jpeg_size(photo) == (480, 640)
    # The stream's left half (red) is the top of the photo once turned a quarter clockwise.
    assert near(RED)(jpeg_pixel(photo, 240, 100)), jpeg_pixel(photo, 240, 100)
    assert not near(RED)(jpeg_pixel(photo, 240, 540)), jpeg_pixel(photo, 240, 540)


def test_the_preview_is_live(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, MOVING_CAMERA)
    dialog = open_camera(desktop, app, document)
    left, top, width, height = desktop.window_geometry(dialog)
    area = (left + 40, top + 80, left + width - 40, top + height - 120)

    def picture():
        shot = desktop.screenshot()
        return [shot.pixel(x, y) for x, y in shot.points(*area, step=6)]

    def ball_shown():
        shown = picture()
        return any(pixel == (255, 255, 255) for pixel in shown) and shown  # the ball, not the grey around it

    first = desktop.wait_until(ball_shown, "the ball to show in the preview")
    desktop.wait_until(lambda: picture() != first, "the preview to move")
    desktop.screenshot("camera-preview-moving")
    desktop.key(dialog, "Escape")
    wait_camera_let_go(desktop, app)


def test_escape_changes_nothing_and_lets_the_camera_go(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, RED_CAMERA)
    dialog = open_camera(desktop, app, document)
    desktop.key(dialog, "Escape")
    wait_camera_let_go(desktop, app)
    assert document.save_document()["background"] == {}


def test_a_camera_that_stops_during_the_preview_is_told_and_changes_nothing(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, STOPPING_CAMERA)
    open_camera(desktop, app, document)
    desktop.dismiss_alert("The Camera Stopped")
    wait_camera_let_go(desktop, app)
    assert document.save_document()["background"] == {}


def test_a_source_whose_pictures_cannot_be_shown_is_told(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, "audiotestsrc")
    desktop.key(document.window, "ctrl+shift+p")
    desktop.dismiss_alert("The Camera’s Pictures Cannot Be Shown")
    wait_camera_let_go(desktop, app)
    assert document.save_document()["background"] == {}


def test_without_a_camera_take_photo_is_absent(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, None)
    assert app.reports("cameras: ") == ["0"]
    desktop.key(document.window, "ctrl+shift+p")
    # Shortcuts are handled in order: once the next one is, Ctrl+Shift+P was too.
    desktop.key(document.window, "ctrl+question")
    app.wait_handled("app.shortcuts")
    assert "win.take-photo" not in app.reports()
    assert not desktop.window_exists("Take Photo")


def test_a_camera_that_sends_nothing_is_given_up_on_after_five_seconds(desktop, launch, tmp_path):
    # An app source nobody feeds: opened and playing, but never a picture.
    silent = "appsrc is-live=true caps=video/x-raw,format=RGBA,width=640,height=480,framerate=30/1"
    app, document = open_document(desktop, launch, tmp_path, silent)
    desktop.key(document.window, "ctrl+shift+p")
    desktop.find_window("Take Photo")
    desktop.settled_screenshot("camera-starting")
    desktop.dismiss_alert("The Camera Sent No Picture")
    wait_camera_let_go(desktop, app)
    assert "camera ready" not in app.reports()
    assert document.save_document()["background"] == {}


def test_a_camera_that_cannot_be_opened_is_told(desktop, launch, tmp_path):
    app, document = open_document(desktop, launch, tmp_path, "nosuchcamerasource")
    desktop.key(document.window, "ctrl+shift+p")
    desktop.dismiss_alert("No Camera Found")
    desktop.wait_until(lambda: not desktop.window_exists("Take Photo"), "the dialog to close")
    assert document.save_document()["background"] == {}
