"""People's photos, each pasted as a file copied in a file manager into a
document, as the issue that asked for them tried it: the right way up, in
their colours, in the formats phones, cameras and scanners write (made in
tests/e2e/photos.py). What the screen shows is compared with what other
programs say a viewer shows; what the document keeps is read back from
the saved file."""

import base64
import os
import subprocess

import pytest

import photos
from documents import SavedDocument, jpeg_size, write_document
from test_picture_picker import open_picker
from toasts import click_toast_button


@pytest.fixture
def document(desktop, launch, tmp_path):
    path = write_document(tmp_path / "photo.emojiart", [{"text": "🐝", "x": 0, "y": 0, "size": 30, "id": 1}])
    app = launch(path)
    window = desktop.find_painted_window("photo")
    desktop.activate(window)
    return SavedDocument(desktop, window, path, app)


def stored_picture(document):
    """The document's background as saved, as ImageMagick reads it."""
    data = base64.b64decode(document.save_document()["background"]["imageData"])
    path = document.path.with_suffix(".stored.jpg")
    path.write_bytes(data)
    return data, photos.pixels(path)


@pytest.mark.parametrize("orientation", [3, 6, 8])
def test_a_phone_photo_is_shown_the_right_way_up(desktop, document, clipboard, tmp_path, orientation):
    photo = photos.phone_jpeg(tmp_path, orientation)
    photos.paste_copied_file(desktop, document.window, clipboard, photo)
    photos.picture_on_screen(desktop, document.window, photos.SCENE, 1.5, name=f"photo-orientation-{orientation}")
    # The JPEG is kept byte for byte, its tag with it, as the original app keeps it.
    data, _ = stored_picture(document)
    assert data == photo.read_bytes()

    # Zoomed in, the tiles of the full-size level are turned too.
    desktop.key(document.window, "ctrl+plus", "ctrl+plus", "ctrl+plus")
    left, top, width, height = desktop.window_geometry(document.window)
    middle = (left + width // 2, top + height // 2)
    desktop.wait_until(lambda: any(photos.close(desktop.screenshot().pixel(middle[0] - 80, middle[1] - 80), color, 10)
                                   for color in photos.SCENE), "the zoomed picture")
    shot = desktop.screenshot(f"photo-orientation-{orientation}-zoomed")
    # The middle of the picture, where its four quadrants meet: each in its place.
    for (dx, dy), color in zip([(-80, -80), (80, -80), (-80, 80), (80, 80)], photos.SCENE):
        assert photos.close(shot.pixel(middle[0] + dx, middle[1] + dy), color, 10), (dx, dy, shot.pixel(middle[0] + dx, middle[1] + dy))


def test_a_photo_in_adobe_rgb_is_shown_in_its_colours(desktop, document, clipboard, tmp_path):
    profile = photos.PROFILES / "AdobeRGB1998.icc"
    photo = photos.profiled_jpeg(tmp_path, profile)
    expected = photos.in_srgb(photos.RED, profile)  # about (231, 57, 34), as Loupe shows it
    assert photos.close(expected, (231, 57, 34), 2)
    photos.paste_copied_file(desktop, document.window, clipboard, photo)
    photos.picture_on_screen(desktop, document.window, [expected] * 4, 4 / 3, tolerance=3, name="photo-adobe-rgb")
    data, _ = stored_picture(document)
    assert data == photo.read_bytes()


def test_a_cmyk_photo_is_shown_in_the_colours_a_viewer_shows(desktop, document, clipboard, tmp_path):
    photo = photos.cmyk_jpeg(tmp_path)
    expected = photos.quadrants(photos.gdk_pixbuf_pixels(photo))  # as eog decodes it
    assert all(photos.close(seen, wanted, 12) for seen, wanted in zip(expected, photos.SCENE))
    photos.paste_copied_file(desktop, document.window, clipboard, photo)
    photos.picture_on_screen(desktop, document.window, expected, 1.5, tolerance=6, name="photo-cmyk")


@pytest.mark.parametrize("avif", [False, True], ids=["heic", "avif"])
def test_an_iphone_heic_or_an_avif_is_upright_in_its_colours_and_kept_as_jpeg(desktop, document, clipboard, tmp_path, avif):
    photo = photos.phone_heif(tmp_path, orientation=6, avif=avif, profile="display-p3")
    profile = photo.with_name(photo.name + ".icc")
    expected = [photos.in_srgb(color, profile) for color in photos.SCENE]
    photos.paste_copied_file(desktop, document.window, clipboard, photo)
    photos.picture_on_screen(desktop, document.window, expected, 1.5, tolerance=12, name="photo-avif" if avif else "photo-heic")
    # Stored as an upright sRGB JPEG, which the original app reads too.
    data, stored = stored_picture(document)
    assert jpeg_size(data) == (600, 400)
    assert all(photos.close(seen, wanted, 12) for seen, wanted in zip(photos.quadrants(stored), expected))


def test_a_scanned_tiff_and_an_svg_become_jpeg_backgrounds(desktop, document, clipboard, tmp_path):
    scan = tmp_path / "scan.tif"
    subprocess.run(["convert", str(photos.scene(tmp_path / "scene.png", 500, 400)), "-compress", "lzw", str(scan)], check=True)
    photos.paste_copied_file(desktop, document.window, clipboard, scan)
    photos.picture_on_screen(desktop, document.window, photos.SCENE, 1.25, name="photo-tiff")
    data, stored = stored_picture(document)
    assert jpeg_size(data) == (500, 400)

    drawing = tmp_path / "plan.svg"
    drawing.write_text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160">'
                       + "".join(f'<rect x="{x}" y="{y}" width="160" height="80" fill="rgb{color}"/>'
                                 for (x, y), color in zip([(0, 0), (160, 0), (0, 80), (160, 80)], photos.SCENE)) + "</svg>\n")
    photos.paste_copied_file(desktop, document.window, clipboard, drawing)
    photos.picture_on_screen(desktop, document.window, photos.SCENE, 2.0, name="photo-svg")
    data, stored = stored_picture(document)
    assert jpeg_size(data) == (320, 160)
    assert all(photos.close(seen, wanted, 8) for seen, wanted in zip(photos.quadrants(stored), photos.SCENE))


def test_an_animated_gif_or_webp_shows_its_first_frame(desktop, document, clipboard, tmp_path):
    for animation in photos.first_frame_animations(tmp_path):
        photos.paste_copied_file(desktop, document.window, clipboard, animation)
        photos.picture_on_screen(desktop, document.window, [photos.RED] * 4, 1.5, name=f"photo-{animation.suffix[1:]}-animation")
        desktop.key(document.window, "ctrl+z")  # back to blank, so the next one is seen to arrive


def test_a_file_of_another_format_is_refused_naming_those_that_open(desktop, launch, clipboard, accessibility, tmp_path):
    path = write_document(tmp_path / "icon.emojiart", [])
    app = launch(path, environment=accessibility.environment())
    document = SavedDocument(desktop, desktop.find_painted_window("icon"), path, app)
    icon = tmp_path / "favicon.ico"
    subprocess.run(["convert", "-size", "32x32", "xc:red", str(icon)], check=True)
    photos.paste_copied_file(desktop, document.window, clipboard, icon)
    click_toast_button(desktop, accessibility, app, "Background not changed: not a usable image", "Details")
    alert = desktop.find_painted_window("Background Not Changed")
    desktop.wait_until(lambda: any("HEIC, AVIF or SVG" in text for text in accessibility.snapshot(app.app_pid()).texts()),
                       "the alert to name the formats that open")
    desktop.settled_screenshot("photo-refused-format", window=alert)
    desktop.key(alert, "Return")
    assert document.save_document()["background"] == {}


def test_the_picker_shows_phone_photos_upright_and_lists_heic_avif_and_svg(desktop, launch, tmp_path):
    home = tmp_path / "home"
    pictures = home / "Pictures"
    pictures.mkdir(parents=True)
    (home / "config").mkdir()
    (home / "config" / "user-dirs.dirs").write_text('XDG_PICTURES_DIR="$HOME/Pictures"\n')
    made = tmp_path / "made"
    made.mkdir()
    # A portrait photo from a phone (stored on its side) and an iPhone HEIC.
    phone = photos.phone_jpeg(made, 6, width=300, height=450)
    heic = photos.phone_heif(made, orientation=8, width=300, height=450)
    for index, photo in enumerate([phone, heic]):
        target = pictures / photo.name
        target.write_bytes(photo.read_bytes())
        os.utime(target, (1_700_000_000 + index * 60,) * 2)
    (pictures / "plan.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="60"><rect width="90" height="60" fill="rgb(30,40,210)"/></svg>')
    os.utime(pictures / "plan.svg", (1_700_000_000 - 60,) * 2)
    path = write_document(tmp_path / "pick.emojiart", [])
    app = launch(path, home=home)
    window = desktop.find_painted_window("pick")
    picker = open_picker(desktop, app, window)
    left, top, width, height = desktop.window_geometry(picker)
    # Each portrait thumbnail is upright: red above green… a quadrant scene 2 wide by 3 high.
    # Each red area on its own, however close together the grid's cells are.
    red = lambda rgb: photos.close(rgb, photos.RED, 12)  # noqa: E731
    def thumbnails():
        shot = desktop.screenshot()
        boxes = []
        for x, y in shot.points(left, top + 40, left + width, top + 300, step=4):
            if red(shot.pixel(x, y)) and not any(box[0] <= x < box[2] and box[1] <= y < box[3] for box in boxes):
                boxes.append(shot.run_through(x, y, red))
        return shot, boxes
    desktop.wait_until(lambda: len(thumbnails()[1]) >= 2, "two thumbnails with red in them")
    desktop.settled_screenshot("picker-phone-photos")
    shot, boxes = thumbnails()
    for box in boxes[:2]:
        # The red quadrant is the top left of a portrait picture: below it blue, beside it green.
        red_width, red_height = box[2] - box[0], box[3] - box[1]
        assert red_height > red_width, ("the thumbnail is on its side", box)
        below = shot.pixel(box[0] + red_width // 2, box[3] + red_height // 2)
        beside = shot.pixel(box[2] + red_width // 2, box[1] + red_height // 2)
        assert photos.close(below, photos.BLUE, 16) and photos.close(beside, photos.GREEN, 16), (below, beside)
    # The SVG is listed, its thumbnail drawn.
    assert shot.bounding_box(lambda rgb: photos.close(rgb, photos.BLUE, 10), within=(left, top + 40, left + width, top + height))
    desktop.key(picker, "Escape")
